import { byMoney, byNumber, byText, type Comparators } from "@/lib/url-state/sort";

import { saleState, soldCount, type LotLike } from "./status";

/** The lots table's sortable columns (also its DataTable column ids); the API's order is the default. */
export const LOT_SORT_KEYS = ["name", "state", "price", "sold", "window"] as const;
export type LotSortKey = (typeof LOT_SORT_KEYS)[number];

type SortableLot = LotLike & { amount: string };

const STATE_ORDER = {
  on_sale: 0,
  scheduled: 1,
  sold_out: 2,
  ended: 3,
  event_draft: 4,
  event_finished: 5,
  event_cancelled: 6,
} as const;
/** A lot with no start has been on sale from the beginning: it opens before any dated one. */
const OPEN_START = Number.MIN_SAFE_INTEGER;

export function lotComparators<T extends SortableLot>(
  locale: string,
  nowMs: number,
  eventStatus = "live",
): Comparators<T, LotSortKey> {
  return {
    name: byText((l) => l.name, locale),
    state: byNumber((l) => STATE_ORDER[saleState(l, nowMs, eventStatus)]),
    price: byMoney((l) => l.amount),
    sold: byNumber(soldCount),
    window: byNumber((l) => (l.sell_starts_at ? Date.parse(l.sell_starts_at) : OPEN_START)),
  };
}
