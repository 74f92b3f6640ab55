import { z } from "zod";

import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";

import { LOT_SORT_KEYS } from "./sort";
import { saleState, type LotLike } from "./status";

/** The Lots tab's filter, `?show=`: all, visible, hidden or on sale. */
export const LOT_FILTERS = ["all", "visible", "hidden", "on_sale"] as const;
export type LotFilter = (typeof LOT_FILTERS)[number];

/**
 * `/events/<id>/lots`: `?show=`, sortable columns (`?sort=&dir=`). The API lists an event's lots whole,
 * so the list has no pages (`perPage: []`) and a sort orders every lot.
 */
export const lotsList = defineListParams({
  perPage: [],
  sort: LOT_SORT_KEYS,
  filters: { show: z.enum(LOT_FILTERS).default("all") },
});
export type LotsListState = StateOf<typeof lotsList>;

export const lotsPath = (eventId: string) => `/events/${eventId}/lots`;

export function filterLots<T extends LotLike>(
  lots: readonly T[],
  filter: LotFilter,
  nowMs: number,
  eventStatus = "live",
): T[] {
  if (filter === "visible") return lots.filter((l) => !l.hidden);
  if (filter === "hidden") return lots.filter((l) => l.hidden);
  if (filter === "on_sale") return lots.filter((l) => saleState(l, nowMs, eventStatus) === "on_sale");
  return [...lots];
}
