/**
 * A lot's sale state at an instant, from the Product fields alone (zod-free: client components use it).
 * Sold out wins over the window: a lot with nothing left cannot be bought whatever its dates say.
 */
export type LotLike = {
  id: string;
  name: string;
  maximum_quantity: number;
  available_quantity: number;
  sell_starts_at: string | null;
  sell_ends_at: string | null;
  hidden: boolean;
};

export const SALE_STATES = [
  "on_sale",
  "scheduled",
  "ended",
  "sold_out",
  "event_draft",
  "event_finished",
  "event_cancelled",
] as const;
export type SaleState = (typeof SALE_STATES)[number];

/** Only a live event sells: a draft's (or a finished or cancelled event's) lots are not on sale, whatever their dates. */
const NOT_SELLING: Record<string, SaleState> = {
  draft: "event_draft",
  finished: "event_finished",
  cancelled: "event_cancelled",
};

/** `eventStatus` is the lot's event's status (lots of a live event by default). */
export function saleState(lot: LotLike, nowMs: number, eventStatus = "live"): SaleState {
  const closed = NOT_SELLING[eventStatus];
  if (closed) return closed;
  if (lot.available_quantity <= 0) return "sold_out";
  if (lot.sell_starts_at && Date.parse(lot.sell_starts_at) > nowMs) return "scheduled";
  if (lot.sell_ends_at && Date.parse(lot.sell_ends_at) <= nowMs) return "ended";
  return "on_sale";
}

/** Tickets already sold or reserved (the API reports what is left of the maximum). */
export function soldCount(lot: Pick<LotLike, "maximum_quantity" | "available_quantity">): number {
  return Math.max(0, lot.maximum_quantity - lot.available_quantity);
}

/** Close to selling out: at most 10% of the maximum left (at least one ticket). */
export function nearlySoldOut(lot: Pick<LotLike, "maximum_quantity" | "available_quantity">): boolean {
  return lot.available_quantity <= Math.max(1, Math.ceil(lot.maximum_quantity * 0.1));
}
