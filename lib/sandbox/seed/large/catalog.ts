import { coupons, events, products } from "../../db/schema";
import type { Rng } from "../../rng";
import { atDay } from "../epoch";
import { fastUuid } from "./people";
import type { LargeEventSpec } from "./sales";

type LotDef = { name: string; cents: number; weight: number; hidden?: boolean };
type EventDef = {
  slug: string;
  name: string;
  day: number;
  share: number;
  lots: LotDef[];
  flags: { resale: boolean; waitlist: boolean; tips: boolean; rg: boolean; tourney: boolean };
};

/** The big festival carries the load; the eSports cup adds tournament snapshots at volume. */
export const LARGE_EVENTS: EventDef[] = [
  {
    slug: "festival-escala-2027",
    name: "Festival Escala 2027",
    day: 45,
    share: 1,
    lots: [
      { name: "Pista - Inteira", cents: 18000, weight: 60 },
      { name: "Pista - Meia-entrada", cents: 9000, weight: 25 },
      { name: "VIP", cents: 42000, weight: 12 },
      { name: "Camarote Open Bar", cents: 85000, weight: 3, hidden: true },
    ],
    flags: { resale: true, waitlist: true, tips: true, rg: false, tourney: false },
  },
  {
    slug: "liga-escala-esports",
    name: "Liga Escala de eSports",
    day: 35,
    share: 0.05,
    lots: [
      { name: "Passe Competidor", cents: 12000, weight: 40 },
      { name: "Passe Espectador", cents: 5000, weight: 60 },
    ],
    flags: { resale: false, waitlist: false, tips: false, rg: true, tourney: true },
  },
];

const FEE_BPS = 1000;
const LARGE_COUPON = { code: "ESCALA15", discountType: "percent" as const, discountValue: "15" };

/** Rows of one large event (its lots and coupon) and the spec its sales are generated from. */
export function largeEventRows(rng: Rng, def: EventDef, producerId: string, orders: number) {
  const id = fastUuid(rng);
  const startsAt = atDay(def.day, 16);
  const createdAt = atDay(-120);
  const lots = def.lots.map((lot, position) => ({
    id: fastUuid(rng),
    eventId: id,
    name: lot.name,
    amountCents: lot.cents,
    maximumQuantity: 0,
    heldQuantity: 0,
    sellStartsAt: createdAt,
    sellEndsAt: startsAt,
    hidden: lot.hidden ?? false,
    productType: "ticket" as const,
    position,
    createdAt,
    updatedAt: createdAt,
  }));
  const tourneyProductIds = def.flags.tourney ? [lots[0].id] : null;
  const event: typeof events.$inferInsert = {
    id,
    producerId,
    slug: def.slug,
    name: def.name,
    status: "live",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 10 * 3_600_000),
    bio: `<p>${def.name}: dados de carga do sandbox.</p>`,
    color: "#0f766e",
    askForRg: def.flags.rg,
    tipsEnabled: def.flags.tips,
    resaleEnabled: def.flags.resale,
    waitlistEnabled: def.flags.waitlist,
    venueName: "Allianz Parque",
    venueCity: "São Paulo",
    venueAddress: "Av. Francisco Matarazzo, 1705",
    tourneyEnabled: def.flags.tourney,
    tourneyProductIds,
    feeBps: FEE_BPS,
    createdAt,
    updatedAt: createdAt,
  };
  const coupon: typeof coupons.$inferInsert = {
    id: fastUuid(rng),
    eventId: id,
    ...LARGE_COUPON,
    name: "Escala",
    createdAt,
    updatedAt: createdAt,
  };
  const spec: LargeEventSpec = {
    eventId: id,
    feeBps: FEE_BPS,
    tips: def.flags.tips,
    askForCpf: true,
    askForRg: def.flags.rg,
    lots: lots.map((l, i) => ({
      id: l.id,
      name: l.name,
      amountCents: l.amountCents,
      weight: def.lots[i].weight,
    })),
    coupon: LARGE_COUPON,
    tourneyProductIds,
    orders,
    from: createdAt.getTime() + 86_400_000,
    until: atDay(0).getTime() - 3_600_000,
  };
  return { event, lots, coupon, spec };
}

export type LotRow = typeof products.$inferInsert;
