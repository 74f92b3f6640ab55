import type { Rng } from "../../rng";

export type LargeStatus = "paid" | "resale" | "cancelled" | "pending" | "waiting" | "expired";

/** How many orders of each kind a large event gets, and how many of them carry two tickets. */
export type SalesMix = Record<LargeStatus, number> & { doubles: number; openListings: number };

/**
 * 100,000 orders → 45,000 paid (500 of them resale purchases), 2,000 cancelled, 3,000 pending,
 * 20,000 unpaid carts and 30,000 expired; tickets (paid and cancelled orders) total half the orders,
 * i.e. 50,000, by giving 3,000 orders a second ticket. Other counts scale the same shares.
 */
export function salesMix(orders: number): SalesMix {
  const share = (p: number) => Math.round(orders * p);
  const paidAll = share(0.45);
  const resale = Math.min(share(0.005), Math.floor(paidAll / 4));
  const cancelled = share(0.02);
  const pending = share(0.03);
  const waiting = share(0.2);
  const expired = orders - paidAll - cancelled - pending - waiting;
  const withTickets = paidAll + cancelled;
  const doubles = Math.max(0, Math.min(Math.round(orders / 2) - withTickets, withTickets - resale));
  return {
    paid: paidAll - resale,
    resale,
    cancelled,
    pending,
    waiting,
    expired,
    doubles,
    openListings: share(0.003),
  };
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * The status of each order in time order. Resale purchases fall in the second half of the sale, so
 * every one of them finds tickets sold earlier to buy from.
 */
export function statusTimeline(rng: Rng, mix: SalesMix): LargeStatus[] {
  const plain: LargeStatus[] = [];
  for (const s of ["paid", "cancelled", "pending", "waiting", "expired"] as const) {
    for (let i = 0; i < mix[s]; i++) plain.push(s);
  }
  shuffle(rng, plain);
  const total = plain.length + mix.resale;
  const half = Math.floor(total / 2);
  const resaleAt = new Set(
    shuffle(
      rng,
      Array.from({ length: total - half }, (_, i) => half + i),
    ).slice(0, mix.resale),
  );
  return Array.from({ length: total }, (_, i) => (resaleAt.has(i) ? "resale" : plain.pop()!));
}

/** Indexes (into the timeline) of the non-resale ticket-bearing orders that get two tickets. */
export function pickDoubles(rng: Rng, timeline: LargeStatus[], count: number): Set<number> {
  const candidates = timeline.flatMap((s, i) => (s === "paid" || s === "cancelled" ? [i] : []));
  return new Set(shuffle(rng, candidates).slice(0, count));
}
