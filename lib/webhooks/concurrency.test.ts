import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { webhookInbox } from "@/lib/db/schema";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { drainInbox, type Published } from "./process";
import { receiveDelivery } from "./receiver";
import { envelope, signedRequest } from "./webhooks.test-support";

const SECRET = "whsec_concurrency_0123456789abcdef";

describe.each(testBackends())("50 concurrent copies of one delivery on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("all answered 2xx, one inbox row, one effect (also with concurrent workers)", async () => {
    const body = JSON.stringify(envelope());
    const deps = {
      db: async () => t.db,
      secrets: async () => [{ endpointId: randomUUID(), secret: SECRET }],
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => receiveDelivery(signedRequest(SECRET, body), deps)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const firsts = (await Promise.all(answers.map((r) => r.json()))).filter((a) => !a.duplicate);
    expect(firsts).toHaveLength(1);
    const rows = await t.db.select().from(webhookInbox);
    expect(rows).toHaveLength(1);
    expect(rows[0].duplicates).toBe(49);

    const published: Published[] = [];
    const processDeps = {
      readBack: async () => ({
        payment_status: "paid",
        amount: "180.00",
        payment_method: "pix",
        items: [{ product_name: "Lote 2" }],
        refund: null,
      }),
      publish: (m: Published) => published.push(m),
    };
    const applied = await Promise.all(Array.from({ length: 5 }, () => drainInbox(t.db, processDeps)));
    expect(applied.reduce((a, b) => a + b, 0)).toBe(1);
    expect(published).toHaveLength(1);
  });
});
