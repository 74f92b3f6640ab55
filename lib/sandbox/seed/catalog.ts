import type { SeedContext } from "./context";
import { atDay } from "./epoch";
import { SEED_EVENTS } from "./events-data";
import { coupons, products } from "../db/schema";

const LOTS = [
  { name: "1º lote - Inteira", cents: 12000, max: 200 },
  { name: "1º lote - Meia-entrada", cents: 6000, max: 100 },
  { name: "Camarote", cents: 35000, max: 40 },
];

/** A few lots and a coupon per event; the orders step builds on these. */
export async function seedCatalog(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng("catalog");
  for (const def of SEED_EVENTS) {
    const eventId = ctx.events[def.key];
    const createdAt = atDay(Math.min(def.day, 0) - 15);
    const lots = def.status === "draft" ? LOTS.slice(0, 1) : LOTS;
    await ctx.tx.insert(products).values(
      lots.map((lot, position) => ({
        id: rng.uuid(),
        eventId,
        name: lot.name,
        amountCents: lot.cents + rng.int(0, 4) * 500,
        maximumQuantity: lot.max,
        sellStartsAt: createdAt,
        sellEndsAt: atDay(def.day, def.hour),
        hidden: position === 2,
        productType: "ticket" as const,
        position,
        createdAt,
        updatedAt: createdAt,
      })),
    );
    await ctx.tx.insert(coupons).values({
      id: rng.uuid(),
      eventId,
      code: "BEMVINDO10",
      name: "Boas-vindas",
      discountType: "percent",
      discountValue: "10",
      usageLimit: 100,
      createdAt,
      updatedAt: createdAt,
    });
  }
}
