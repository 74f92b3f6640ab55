import { eq, sql } from "drizzle-orm";

import { refreshAnalytics } from "../../analytics/refresh";
import type { SandboxContext } from "../../context";
import * as t from "../../db/schema";
import { createRng } from "../../rng";
import { getSetting, setSetting } from "../../settings";
import { SEED_EPOCH } from "../epoch";
import { seedDemo } from "../index";
import { DEMO_PRODUCERS } from "../producers";
import { bulkInsert } from "./bulk";
import { LARGE_EVENTS, largeEventRows } from "./catalog";
import { fastUuid, generateBuyers } from "./people";
import { generateSales } from "./sales";

export type LargeSeedOptions = { seed?: number; orders?: number };
export type LargeSeedResult = {
  seeded: boolean;
  seed: number;
  orders: number;
  tickets: number;
  events: { id: string; slug: string; orders: number; tickets: number }[];
  elapsedMs: number;
};

const MARKER = "large_seed";
export const LARGE_ORDERS = 100_000;

/**
 * The demo data plus a load-sized data set (same seed → identical rows): a festival with `orders`
 * orders in every state (half as many tickets, refunds on every path, resale) and an eSports cup with
 * tournament snapshots. Rows are generated in memory and written with multi-row INSERTs in one
 * transaction, bypassing the per-order simulator (which would take minutes); analytics is refreshed after.
 */
export async function seedLarge(ctx: SandboxContext, opts: LargeSeedOptions = {}): Promise<LargeSeedResult> {
  const started = performance.now();
  const seed = opts.seed ?? 1;
  const orders = opts.orders ?? LARGE_ORDERS;
  await seedDemo(ctx, { seed });
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    const existing = await getSetting<Omit<LargeSeedResult, "seeded" | "elapsedMs"> | null>(tx, MARKER, null);
    if (existing) return { ...existing, seeded: false };
    const [producer] = await tx.select().from(t.producers).where(eq(t.producers.slug, DEMO_PRODUCERS.a.slug));
    if (!producer) throw new Error("The demo producers are missing: reset before seeding");
    const buyers = generateBuyers(
      createRng(seed, "large-buyers"),
      Math.max(12, Math.round(orders * 0.4)),
      "escala.example.com",
    );
    await bulkInsert(tx, t.buyers, buyers);
    const summary: LargeSeedResult["events"] = [];
    for (const def of LARGE_EVENTS) {
      const rows = largeEventRows(
        createRng(seed, `large-event:${def.slug}`),
        def,
        producer.id,
        Math.round(orders * def.share),
      );
      const sales = generateSales(createRng(seed, `large-sales:${def.slug}`), rows.spec, buyers);
      for (const lot of rows.lots) {
        lot.heldQuantity = sales.held.get(lot.id) ?? 0;
        // Room left on every lot, so the event is still on sale for simulated purchases.
        lot.maximumQuantity = lot.heldQuantity + Math.max(50, Math.round(lot.heldQuantity * 0.1));
      }
      await tx.insert(t.events).values(rows.event);
      await tx.insert(t.products).values(rows.lots);
      await tx.insert(t.coupons).values({ ...rows.coupon, uses: sales.couponUses });
      await bulkInsert(tx, t.orders, sales.orders);
      await bulkInsert(tx, t.orderItems, sales.items);
      await bulkInsert(tx, t.holders, sales.holders);
      await bulkInsert(tx, t.tickets, sales.tickets);
      await bulkInsert(tx, t.refunds, sales.refunds);
      await bulkInsert(tx, t.resaleListings, sales.listings);
      if (rows.event.waitlistEnabled) {
        const rng = createRng(seed, `large-waitlist:${def.slug}`);
        await bulkInsert(
          tx,
          t.waitlistEntries,
          Array.from({ length: 200 }, (_, i) => ({
            id: fastUuid(rng),
            eventId: rows.event.id!,
            email: `fila.${i + 1}@escala.example.com`,
            createdAt: new Date(SEED_EPOCH - (i + 1) * 60_000),
          })),
        );
      }
      summary.push({
        id: rows.event.id!,
        slug: def.slug,
        orders: sales.orders.length,
        tickets: sales.tickets.length,
      });
    }
    const stored = {
      seed,
      orders: summary.reduce((s, e) => s + e.orders, 0),
      tickets: summary.reduce((s, e) => s + e.tickets, 0),
      events: summary,
    };
    await setSetting(tx, MARKER, stored);
    return { ...stored, seeded: true };
  });
  if (result.seeded) {
    // Fresh statistics and visibility maps for the bulk-loaded tables, as autovacuum would give them later:
    // without them the first lists and counts on 100k rows plan and scan as if the tables were empty.
    await ctx.db.execute(sql.raw("vacuum analyze buyers, orders, order_items, holders, tickets, refunds"));
    await refreshAnalytics(ctx);
  }
  return { ...result, elapsedMs: Math.round(performance.now() - started) };
}
