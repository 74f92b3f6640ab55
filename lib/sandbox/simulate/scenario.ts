import { eq } from "drizzle-orm";

import { newId, type SimContext } from "./context";
import { coupons, events, producers, products } from "../db/schema";

export type ScenarioLot = {
  name?: string;
  cents: number;
  max: number;
  hidden?: boolean;
  sellStartsAt?: Date | null;
  sellEndsAt?: Date | null;
};

export type ScenarioInput = {
  producerSlug: string;
  name?: string;
  settings?: Partial<
    Pick<
      typeof events.$inferInsert,
      | "askForCpf"
      | "askForRg"
      | "creditCardEnabled"
      | "tipsEnabled"
      | "resaleEnabled"
      | "waitlistEnabled"
      | "tourneyEnabled"
      | "feeBps"
    >
  >;
  lots: ScenarioLot[];
  coupons?: Array<{
    code: string;
    type: "percent" | "amount";
    value: string;
    usageLimit?: number | null;
    active?: boolean;
  }>;
  /** Indexes of `lots` the tournament field is limited to. */
  tourneyLots?: number[];
};

export type Scenario = {
  event: typeof events.$inferSelect;
  lots: Array<typeof products.$inferSelect>;
};

/**
 * A live event on sale with the given lots and coupons, in one call: what a simulation (the control
 * API's quick start, or a test) needs without going through the catalog endpoints.
 */
export async function createScenario(ctx: SimContext, input: ScenarioInput): Promise<Scenario> {
  const now = ctx.clock.now();
  const [producer] = await ctx.db
    .select()
    .from(producers)
    .where(eq(producers.slug, input.producerSlug))
    .limit(1);
  if (!producer) throw new Error(`Unknown producer ${input.producerSlug}`);
  const id = newId(ctx);
  const lotIds = input.lots.map(() => newId(ctx));
  const [event] = await ctx.db
    .insert(events)
    .values({
      id,
      producerId: producer.id,
      slug: `scenario-${id.slice(0, 8)}`,
      name: input.name ?? `Scenario ${id.slice(0, 8)}`,
      status: "live",
      startsAt: new Date(now.getTime() + 30 * 86_400_000),
      askForCpf: true,
      ...input.settings,
      tourneyProductIds: input.tourneyLots?.map((i) => lotIds[i]) ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const lots = await ctx.db
    .insert(products)
    .values(
      input.lots.map((lot, position) => ({
        id: lotIds[position],
        eventId: id,
        name: lot.name ?? `Lote ${position + 1}`,
        amountCents: lot.cents,
        maximumQuantity: lot.max,
        hidden: lot.hidden ?? false,
        sellStartsAt: lot.sellStartsAt ?? null,
        sellEndsAt: lot.sellEndsAt ?? null,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  lots.sort((a, b) => a.position - b.position);
  for (const c of input.coupons ?? [])
    await ctx.db.insert(coupons).values({
      id: newId(ctx),
      eventId: id,
      code: c.code,
      discountType: c.type,
      discountValue: c.value,
      usageLimit: c.usageLimit ?? null,
      active: c.active ?? true,
      createdAt: now,
      updatedAt: now,
    });
  return { event, lots };
}
