import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { webhookInbox } from "@/lib/db/schema";
import { sumCents } from "@/lib/money";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { verifiedPaidSince } from "./inbox";

const EVENT = randomUUID();
const CACHED_AT = new Date("2031-05-01T12:00:00Z");
const after = (minutes: number) => new Date(CACHED_AT.getTime() + minutes * 60_000);

type Row = Partial<typeof webhookInbox.$inferInsert> & { orderId: string; paidAt: Date };

function delivery({ paidAt, ...row }: Row): typeof webhookInbox.$inferInsert {
  return {
    id: randomUUID(),
    body: JSON.stringify({ type: "order.paid", data: { order: { id: row.orderId, paid_at: paidAt } } }),
    // Palco's clock may differ from the platform's: only paid_at, in the body, is compared.
    receivedAt: new Date("2020-01-01T00:00:00Z"),
    kind: "delivery",
    status: "applied",
    type: "order.paid",
    eventId: EVENT,
    amount: "180.00",
    orderStatus: "paid",
    ...row,
  };
}

// The analytics tab's live delta: "R$ X no cache + R$ Y desde então" sums exactly these orders.
describe.each(testBackends())("verified paid orders since the analytics cache on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await t.db.insert(webhookInbox).values([
      delivery({ orderId: "before", paidAt: after(-1) }),
      delivery({ orderId: "a", paidAt: after(1), amount: "180.10" }),
      // The same order delivered twice (two endpoints during a rotation) counts once.
      delivery({ orderId: "a", paidAt: after(2), amount: "180.10" }),
      delivery({ orderId: "b", paidAt: after(3), amount: "0.05" }),
      delivery({ orderId: "refunded", paidAt: after(3), orderStatus: "refunded" }),
      delivery({ orderId: "pending", paidAt: after(3), status: "received" }),
      delivery({ orderId: "cancel", paidAt: after(3), type: "order.canceled" }),
      delivery({ orderId: "other", paidAt: after(3), eventId: randomUUID() }),
    ]);
    // A rejected request of the same event whose body is not JSON must not break the query.
    await t.db.insert(webhookInbox).values({
      ...delivery({ orderId: "forged", paidAt: after(3) }),
      kind: "rejected",
      status: "rejected",
      body: "not json {",
    });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("counts each applied, still-paid order of the event paid after cached_at once", async () => {
    const rows = await verifiedPaidSince(t.db, EVENT, CACHED_AT);
    expect(rows.map((r) => r.orderId).sort()).toEqual(["a", "b"]);
    expect(sumCents(rows.map((r) => r.amount!))).toBe(18_015);
  });

  it("finds nothing once the cache is newer than every delivery", async () => {
    expect(await verifiedPaidSince(t.db, EVENT, after(10))).toEqual([]);
  });
});
