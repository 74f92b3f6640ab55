import { and, asc, eq } from "drizzle-orm";

import { events, products, tickets } from "../db/schema";
import { cancelOrder, checkIn, completeRefund, joinWaitlist, purchase } from "../simulate";
import type { SeedContext } from "./context";
import { DAY, SEED_EPOCH } from "./epoch";
import { SEED_EVENTS, type SeedEvent } from "./events-data";
import { planOrders, type SeedOrderPlan } from "./orders-plan";
import type { SimContext } from "../simulate/context";
import { generatePerson } from "../simulate/people";
import { buyResale, listForResale } from "../simulate/resale";
import { transferTicket } from "../simulate/tickets";

const HOUR = 3_600_000;

/** A clock the seed moves by hand: every simulated step happens at a seed-determined instant. */
function seedSim(ctx: SeedContext) {
  let current = new Date(SEED_EPOCH);
  const sim: SimContext = { db: ctx.tx, clock: { now: () => current }, rng: ctx.rng("orders"), quiet: true };
  return { sim, at: (when: Date) => (current = when) };
}

/**
 * Sales through the simulator, so seeded data obeys the same rules as simulated traffic: a few dozen
 * orders per live or finished event across every state, refunds on every path, check-ins at past
 * events, a resale and a waitlist on the festival, and tournament snapshots on the eSports cup.
 * Pending orders and carts get no deadline and seeded pending refunds no completion date, so the demo
 * keeps them in those states until someone simulates the next step.
 */
export async function seedOrders(ctx: SeedContext): Promise<void> {
  const { sim, at } = seedSim(ctx);
  const rng = sim.rng!;
  for (const def of SEED_EVENTS) {
    if (def.status !== "live" && def.status !== "finished") continue;
    const eventId = ctx.events[def.key];
    const lots = await ctx.tx
      .select()
      .from(products)
      .where(eq(products.eventId, eventId))
      .orderBy(asc(products.position));
    if (def.flags?.tourney)
      await ctx.tx
        .update(events)
        .set({ tourneyProductIds: [lots[0].id, lots[1].id] })
        .where(eq(events.id, eventId));
    const [event] = await ctx.tx.select().from(events).where(eq(events.id, eventId));
    const live = def.status === "live";
    const count = def.producer === "other" ? 3 : live ? 16 : 10;
    const from = Math.max(lots[0].sellStartsAt!.getTime(), event.createdAt.getTime()) + DAY;
    const until = Math.min(lots[0].sellEndsAt!.getTime(), SEED_EPOCH) - HOUR;
    const times = Array.from({ length: count }, () => from + Math.floor(rng.next() * (until - from))).sort(
      (a, b) => a - b,
    );
    const plans = planOrders(rng, count, { live, lots: lots.length, cardEnabled: event.creditCardEnabled });
    for (const [i, plan] of plans.entries()) {
      at(new Date(times[i]));
      await seedOne(sim, at, def, plan, {
        eventId,
        lotIds: lots.map((l) => l.id),
        tipCents: event.tipsEnabled && rng.chance(0.3) ? rng.pick([500, 1000, 2000]) : 0,
        skipTourney: i === 3,
        cancelAt: new Date(Math.min(times[i] + rng.int(2, 72) * HOUR, SEED_EPOCH)),
      });
    }
    await seedAfterSales(ctx, sim, at, def, eventId, event.startsAt);
  }
}

type OrderExtras = {
  eventId: string;
  lotIds: string[];
  tipCents: number;
  skipTourney: boolean;
  cancelAt: Date;
};

async function seedOne(
  sim: SimContext,
  at: (d: Date) => void,
  def: SeedEvent,
  plan: SeedOrderPlan,
  x: OrderExtras,
) {
  const fate = plan.fate;
  const outcome = fate === "pending" || fate === "waiting" || fate === "expire" ? fate : "pay";
  const order = await purchase(sim, {
    event: x.eventId,
    buyer: plan.returning ? "returning" : "new",
    items: plan.lines.map((l) => ({ productId: x.lotIds[l.lot], quantity: l.quantity })),
    couponCode: plan.coupon ? "BEMVINDO10" : undefined,
    paymentMethod: plan.method,
    tipCents: x.tipCents,
    tourney: x.skipTourney ? null : undefined,
    outcome,
    holdMs: null,
  });
  if (!fate.startsWith("cancel") && fate !== "partial-refund") return;
  at(x.cancelAt);
  const pendingForever = fate === "cancel-pending" ? { refundCompletesAt: null } : {};
  const by = fate === "partial-refund" ? "buyer" : "producer";
  const { refund } = await cancelOrder(sim, order.id, {
    reason: `Seed: ${def.key} ${fate}`,
    by,
    ...pendingForever,
  });
  if (!refund) return;
  if (fate === "cancel-completed") await completeRefund(sim, order.id);
  // The platform keeps its service fee when the buyer gives up the tickets.
  if (fate === "partial-refund")
    await completeRefund(sim, order.id, {
      amountCents: Math.max(1, order.amountCents - order.feesAmountCents),
    });
}

async function seedAfterSales(
  ctx: SeedContext,
  sim: SimContext,
  at: (d: Date) => void,
  def: SeedEvent,
  eventId: string,
  startsAt: Date,
) {
  const rng = sim.rng!;
  const valid = await ctx.tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.status, "valid")))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
  if (def.status === "finished") {
    for (const t of valid) {
      at(new Date(startsAt.getTime() + rng.int(-60, 180) * 60_000));
      if (rng.chance(0.85)) await checkIn(sim, t.id).catch(ignoreRefused);
    }
    return;
  }
  if (def.producer === "other" || valid.length < 6) return;
  at(new Date(SEED_EPOCH - 2 * HOUR));
  const person = generatePerson(() => rng.next());
  await transferTicket(sim, valid[0].id, { name: person.name, email: person.email }).catch(ignoreRefused);
  if (def.flags?.resale) {
    const sold = await listForResale(sim, valid[2].id, 15000);
    await listForResale(sim, valid[4].id, 18000);
    at(new Date(SEED_EPOCH - HOUR));
    await buyResale(sim, sold.id, "new");
  }
  if (def.flags?.waitlist)
    for (let i = 0; i < 5; i++) await joinWaitlist(sim, eventId, generatePerson(() => rng.next()).email);
}

/** A seeded ticket may already be cancelled or moved by an earlier step: skipping it is the point. */
function ignoreRefused(err: unknown) {
  if (!(err instanceof Error && err.name === "SimulationError")) throw err;
}
