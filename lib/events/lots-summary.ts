import type { Product } from "@/lib/contract";
import { toCents } from "@/lib/money";

export type LotsSummary = {
  count: number;
  onSale: number;
  /** The event's status when it is not live: then nothing is on sale, whatever the lots say. */
  notLive: string | null;
  hidden: number;
  /** Tickets held by paid and pending orders (maximum − available), over all lots. */
  sold: number;
  capacity: number;
  minCents: number;
  maxCents: number;
};

/** Whether a lot can be bought at `now`: not hidden, stock left, inside its sale window. */
export function isOnSale(p: Product, now: number): boolean {
  const started = !p.sell_starts_at || Date.parse(p.sell_starts_at) <= now;
  const notEnded = !p.sell_ends_at || Date.parse(p.sell_ends_at) > now;
  return !p.hidden && p.available_quantity > 0 && started && notEnded;
}

/** The Overview's lots card, from the event's lots; null for an event without lots. */
export function summarizeLots(
  products: readonly Product[],
  now: number,
  eventStatus = "live",
): LotsSummary | null {
  if (products.length === 0) return null;
  const cents = products.map((p) => toCents(p.amount));
  const live = eventStatus === "live";
  return {
    count: products.length,
    onSale: live ? products.filter((p) => isOnSale(p, now)).length : 0,
    notLive: live ? null : eventStatus,
    hidden: products.filter((p) => p.hidden).length,
    sold: products.reduce((n, p) => n + Math.max(0, p.maximum_quantity - p.available_quantity), 0),
    capacity: products.reduce((n, p) => n + p.maximum_quantity, 0),
    minCents: Math.min(...cents),
    maxCents: Math.max(...cents),
  };
}

/** The summary as of this moment (for a server component, where reading the clock belongs outside render). */
export const summarizeLotsNow = (products: readonly Product[], eventStatus: string) =>
  summarizeLots(products, Date.now(), eventStatus);
