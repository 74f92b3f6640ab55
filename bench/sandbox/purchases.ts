import { and, count, eq } from "drizzle-orm";

import { events, orders, producers, products, tickets } from "@/lib/sandbox/db/schema";
import type { Sandbox } from "@/lib/sandbox/sandbox";
import { DEMO_PRODUCERS } from "@/lib/sandbox/seed/producers";
import { purchase, SimulationError } from "@/lib/sandbox/simulate";

export type PurchaseFigures = {
  paid: number;
  seconds: number;
  perMinute: number;
  soldOut: number;
  failed: number;
  capacity: number;
  held: number;
  ticketsIssued: number;
  oversold: boolean;
};

/** A live event with one lot of `capacity` seats on sale now, outside the demo data. */
async function benchEvent(sb: Sandbox, capacity: number, tag: string) {
  const [producer] = await sb.db
    .select({ id: producers.id })
    .from(producers)
    .where(eq(producers.slug, DEMO_PRODUCERS.a.slug));
  const now = sb.clock.now();
  const [event] = await sb.db
    .insert(events)
    .values({
      producerId: producer.id,
      slug: `bench-${tag}-${now.getTime()}`,
      name: `Bench ${tag}`,
      status: "live",
      startsAt: new Date(now.getTime() + 30 * 86_400_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [lot] = await sb.db
    .insert(products)
    .values({
      eventId: event.id,
      name: "Pista",
      amountCents: 10_000,
      maximumQuantity: capacity,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { eventId: event.id, productId: lot.id };
}

/**
 * `buyers` concurrent checkouts through the simulator (each a transaction with the row-locked inventory
 * update and the webhook outbox write) for `seconds`, or until the lot sells out; then the books are
 * checked: seats held never exceed the capacity and equal the tickets of paid orders.
 */
export async function benchPurchases(
  sb: Sandbox,
  opts: { buyers: number; seconds: number; capacity: number; tag: string },
): Promise<PurchaseFigures> {
  const { eventId, productId } = await benchEvent(sb, opts.capacity, opts.tag);
  let paid = 0;
  let soldOut = 0;
  let failed = 0;
  let lastPaidAt = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const buyer = async () => {
    while (performance.now() < deadline) {
      try {
        await purchase(sb.ctx, {
          event: eventId,
          buyer: "new",
          items: [{ productId, quantity: 1 }],
          paymentMethod: "pix",
        });
        paid++;
        lastPaidAt = performance.now();
      } catch (err) {
        if (err instanceof SimulationError && err.code === "sold_out") {
          soldOut++;
          return;
        }
        failed++;
        if (failed <= 3) console.error("  purchase failed:", (err as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.buyers }, buyer));
  const elapsed = ((soldOut ? lastPaidAt : performance.now()) - started) / 1000;
  const [lot] = await sb.db.select().from(products).where(eq(products.id, productId));
  const [issued] = await sb.db
    .select({ n: count() })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.eventId, eventId), eq(orders.paymentStatus, "paid")));
  return {
    paid,
    seconds: elapsed,
    perMinute: Math.round((paid / elapsed) * 60),
    soldOut,
    failed,
    capacity: lot.maximumQuantity,
    held: lot.heldQuantity,
    ticketsIssued: issued.n,
    oversold: lot.heldQuantity > lot.maximumQuantity || issued.n !== paid || lot.heldQuantity !== paid,
  };
}
