import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { coupons, orders } from "./db/schema";
import { purchase, SimulationError } from "./simulate";
import { createScenario } from "./simulate/scenario";
import { describeSimulation, heldOf } from "./simulate/simulate.test-support";

/**
 * Inventory and coupon limits under simultaneous checkouts. PGlite has one connection, so there the
 * purchases serialize; on PostgreSQL (TEST_DATABASE_URL) they really race across the pool.
 */
describeSimulation("simulate: no oversell under concurrency", (sb) => {
  it("50 simultaneous purchases of the last 10 tickets: exactly 10 paid, the rest refused cleanly", async () => {
    const { event, lots } = await createScenario(sb().ctx, {
      producerSlug: "sunset-producoes",
      lots: [{ cents: 10000, max: 40 }],
    });
    const buy = (i: number) =>
      purchase(sb().ctx, {
        event: event.id,
        buyer: { email: `race.${i}@example.com`, name: `Racer ${i}` },
        items: [{ productId: lots[0].id, quantity: 1 }],
      });
    await purchase(sb().ctx, {
      event: event.id,
      buyer: "new",
      items: [{ productId: lots[0].id, quantity: 30 }],
    });
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => buy(i)));
    const ok = results.filter((r) => r.status === "fulfilled");
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(10);
    expect(failed.every((r) => r.reason instanceof SimulationError && r.reason.code === "sold_out")).toBe(
      true,
    );
    expect(await heldOf(sb(), lots[0].id)).toBe(40);
    const paid = await sb()
      .db.select()
      .from(orders)
      .where(and(eq(orders.eventId, event.id), eq(orders.paymentStatus, "paid")));
    expect(paid).toHaveLength(11);
  });

  it("a coupon's usage_limit holds when 20 buyers use it at once", async () => {
    const { event, lots } = await createScenario(sb().ctx, {
      producerSlug: "sunset-producoes",
      lots: [{ cents: 10000, max: 100 }],
      coupons: [{ code: "FIVE", type: "percent", value: "10", usageLimit: 5 }],
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        purchase(sb().ctx, {
          event: event.id,
          buyer: { email: `coupon.${i}@example.com` },
          items: [{ productId: lots[0].id, quantity: 1 }],
          couponCode: "FIVE",
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const [coupon] = await sb().db.select().from(coupons).where(eq(coupons.eventId, event.id));
    expect(coupon.uses).toBe(5);
    expect(await heldOf(sb(), lots[0].id)).toBe(5);
  });

  it("one new buyer checking out twice at once ends with one buyer row", async () => {
    const { event, lots } = await createScenario(sb().ctx, {
      producerSlug: "arena-norte",
      lots: [{ cents: 10000, max: 100 }],
    });
    const email = `twice.${Date.now()}@example.com`;
    const rows = await Promise.all(
      [1, 2, 3].map(() =>
        purchase(sb().ctx, {
          event: event.id,
          buyer: { email },
          items: [{ productId: lots[0].id, quantity: 1 }],
        }),
      ),
    );
    expect(new Set(rows.map((r) => r.buyerId)).size).toBe(1);
  });
});
