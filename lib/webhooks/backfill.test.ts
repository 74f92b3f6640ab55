import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { webhookInbox } from "@/lib/db/schema";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { recordGap } from "./backfill";
import { receiveDelivery } from "./receiver";
import { envelope, signedRequest } from "./webhooks.test-support";

const SECRET = "whsec_backfill_0123456789abcdef";
const EVENT = { eventId: randomUUID(), producerId: randomUUID() };
const order = (payment_status: string) => ({
  id: randomUUID(),
  payment_status,
  amount: "50.00",
  created_at: "2026-11-23T10:00:00.000Z",
});

describe.each(testBackends())("backfill on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("records only the paid or cancelled orders no webhook reported, once", async () => {
    const [reported, missedPaid, missedCancelled, pending] = [
      order("paid"),
      order("paid"),
      order("cancelled"),
      order("pending"),
    ];
    const deps = {
      db: async () => t.db,
      secrets: async () => [{ endpointId: randomUUID(), secret: SECRET }],
    };
    const res = await receiveDelivery(signedRequest(SECRET, envelope({ orderId: reported.id })), deps);
    expect(res.status).toBe(200);

    const listed = [reported, missedPaid, missedCancelled, pending];
    expect(await recordGap(t.db, EVENT, listed)).toBe(2);
    const rows = await t.db.select().from(webhookInbox).where(eq(webhookInbox.kind, "backfill"));
    expect(rows.map((r) => [r.orderId, r.type, r.cause]).sort()).toEqual(
      [
        [missedPaid.id, "order.paid", "arrived_by_backfill"],
        [missedCancelled.id, "order.canceled", "arrived_by_backfill"],
      ].sort(),
    );
    expect(await recordGap(t.db, EVENT, listed)).toBe(0);
  });
});
