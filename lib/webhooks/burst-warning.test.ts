import { randomUUID } from "node:crypto";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setDbForTests } from "@/lib/db/client";
import { notifications, webhookInbox } from "@/lib/db/schema";
import { createUser } from "@/lib/db/users";
import { liveReady, publishLive } from "@/lib/live/bus";
import { relayLive } from "@/lib/live/outbox";
import { addOutboxConsumer } from "@/lib/live/outbox-consumers";
import { recordForLive } from "@/lib/notifications/from-live";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { drainInbox } from "./process";
import { receiveDelivery } from "./receiver";
import { envelope, signedRequest } from "./webhooks.test-support";

const SECRET = "whsec_burst_0123456789abcdef0123";
const BURST = 120;

// pg warns once per process ("client.query() when the client is already executing a query", an error in
// pg 9): a connection shared by concurrent queries. Both the warning and the queued call itself are seen.
function watchSharedConnections() {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);
  process.on("warning", onWarning);
  const proto = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
    _queryQueue?: unknown[];
  };
  const original = proto.query;
  let queued = 0;
  proto.query = function (this: typeof proto, ...args: unknown[]) {
    if ((this._queryQueue?.length ?? 0) > 0) queued++;
    return original.apply(this, args);
  };
  return {
    report: () => ({ queued, warnings: warnings.filter((w) => w.includes("already executing a query")) }),
    stop: () => {
      process.off("warning", onWarning);
      proto.query = original;
    },
  };
}

// PostgreSQL only (pg's own warning); like every PG variant it runs where TEST_DATABASE_URL is set (CI).
describe.runIf(testBackends().includes("postgres"))("a delivery burst on PostgreSQL", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb("postgres");
    setDbForTests(t);
    await liveReady();
    // Each apply's transaction also writes the outbox row and the notifications (one connection).
    addOutboxConsumer({ name: "notifications", record: (tx, m) => recordForLive(tx, m, false) });
    for (const role of ["admin", "manager"] as const)
      await createUser(
        { email: `${role}@burst.test`, name: role, role, password: "a-long-password-1" },
        { id: null, email: "test@palco" } as never,
        t.db,
      );
  });
  afterAll(async () => {
    setDbForTests(null);
    await t?.cleanup();
  });

  // A bound, not a speed claim: 120 deliveries and their drain took 29 s of the default 30 on a busy machine.
  it(
    "never queues a query behind another on one connection (pg's deprecation warning)",
    {
      timeout: 120_000,
    },
    async () => {
      const watch = watchSharedConnections();
      try {
        const deps = {
          db: async () => t.db,
          secrets: async () => [{ endpointId: randomUUID(), secret: SECRET }],
        };
        const answers = await Promise.all(
          Array.from({ length: BURST }, () =>
            receiveDelivery(signedRequest(SECRET, JSON.stringify(envelope({ orderId: randomUUID() }))), deps),
          ),
        );
        expect(answers.every((r) => r.status === 200)).toBe(true);
        const applied = await drainInbox(t.db, {
          readBack: async () => ({
            payment_status: "paid",
            amount: "180.00",
            payment_method: "pix",
            items: [{ product_name: "Lote 2" }],
            refund: null,
          }),
          publish: publishLive,
        });
        expect(applied).toBe(BURST);
        expect(await relayLive(t.db, publishLive)).toBe(BURST);
        expect(await t.db.$count(webhookInbox)).toBe(BURST);
        expect(await t.db.$count(notifications)).toBe(BURST * 2);
        await new Promise((r) => setTimeout(r, 200)); // the NOTIFYs after the last apply
      } finally {
        watch.stop();
      }
      expect(watch.report()).toEqual({ queued: 0, warnings: [] });
    },
  );
});
