import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import * as schema from "./db/schema";
import { seedDemo } from "./seed";
import { BACKENDS, openTestSandbox, type TestSandbox } from "./test/fixtures";

async function sales(sb: TestSandbox) {
  const { db } = sb;
  return {
    buyers: await db.select().from(schema.buyers).orderBy(asc(schema.buyers.id)),
    orders: await db.select().from(schema.orders).orderBy(asc(schema.orders.id)),
    items: await db.select().from(schema.orderItems).orderBy(asc(schema.orderItems.id)),
    holders: await db.select().from(schema.holders).orderBy(asc(schema.holders.id)),
    tickets: await db.select().from(schema.tickets).orderBy(asc(schema.tickets.id)),
    refunds: await db.select().from(schema.refunds).orderBy(asc(schema.refunds.id)),
    listings: await db.select().from(schema.resaleListings).orderBy(asc(schema.resaleListings.id)),
    waitlist: await db.select().from(schema.waitlistEntries).orderBy(asc(schema.waitlistEntries.id)),
    products: await db.select().from(schema.products).orderBy(asc(schema.products.id)),
    coupons: await db.select().from(schema.coupons).orderBy(asc(schema.coupons.id)),
  };
}

describe.each(BACKENDS)("seeded sales [%s]", (backend) => {
  const opened: TestSandbox[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((sb) => sb.destroy()));
  });

  it("same seed → identical sales; every state, refund path, resale, check-in and tourney is there", async () => {
    const [one, two] = await Promise.all([openTestSandbox(backend), openTestSandbox(backend)]);
    opened.push(one, two);
    await seedDemo(one.ctx, { seed: 3 });
    await seedDemo(two.ctx, { seed: 3 });
    const a = await sales(one);
    expect(await sales(two)).toEqual(a);

    expect(new Set(a.orders.map((o) => o.paymentStatus))).toEqual(
      new Set(["paid", "pending", "cancelled", "expired", "waiting"]),
    );
    expect(new Set(a.refunds.map((r) => r.status))).toEqual(
      new Set(["pending", "completed", "manual_required"]),
    );
    expect(
      a.refunds.some(
        (r) =>
          r.status === "completed" && r.amountCents < a.orders.find((o) => o.id === r.orderId)!.amountCents,
      ),
    ).toBe(true);
    expect(a.orders.filter((o) => o.isResale && o.paymentStatus === "paid")).toHaveLength(1);
    expect(a.listings.map((l) => l.status).sort()).toEqual(["open", "sold"]);
    expect(a.tickets.some((t) => t.status === "checked_in")).toBe(true);
    expect(a.tickets.some((t) => t.status === "transferred")).toBe(true);
    expect(a.orders.some((o) => o.tourney !== null)).toBe(true);
    expect(a.waitlist.length).toBeGreaterThan(0);
    expect(new Set(a.orders.map((o) => o.paymentMethod))).toEqual(
      new Set(["pix", "credit_card", "gateway", "gateway_pix"]),
    );
  }, 180_000);

  it("seeded data keeps the platform's invariants: amounts to the cent, held seats, coupon uses", async () => {
    const sb = await openTestSandbox(backend);
    opened.push(sb);
    await seedDemo(sb.ctx, { seed: 1 });
    const s = await sales(sb);
    for (const o of s.orders) {
      const items = s.items.filter((i) => i.orderId === o.id);
      expect(o.productAmountCents).toBe(items.reduce((n, i) => n + i.unitPriceCents * i.quantity, 0));
      expect(o.amountCents).toBe(
        o.productAmountCents - o.discountAmountCents + o.feesAmountCents + o.tipAmountCents,
      );
      expect(s.holders.filter((h) => items.some((i) => i.id === h.orderItemId))).toHaveLength(
        items.reduce((n, i) => n + i.quantity, 0),
      );
    }
    const pendingIds = new Set(s.orders.filter((o) => o.paymentStatus === "pending").map((o) => o.id));
    for (const p of s.products) {
      const pending = s.items.filter((i) => i.productId === p.id && pendingIds.has(i.orderId));
      const live = s.tickets.filter(
        (t) => t.productId === p.id && (t.status === "valid" || t.status === "checked_in"),
      );
      expect(p.heldQuantity).toBe(pending.reduce((n, i) => n + i.quantity, 0) + live.length);
      expect(p.heldQuantity).toBeLessThanOrEqual(p.maximumQuantity);
    }
    for (const c of s.coupons) {
      const using = s.orders.filter(
        (o) =>
          o.eventId === c.eventId &&
          o.couponCode === c.code &&
          ["paid", "pending", "cancelled"].includes(o.paymentStatus),
      );
      expect(c.uses).toBe(using.length);
    }
    expect(await sb.db.select().from(schema.webhookDeliveries)).toHaveLength(0);
  }, 120_000);
});
