import { saleState, type LotLike } from "./status";

/** The Lots tab's filter, from `?show=`; anything else is "all" (junk in the URL never throws). */
export const LOT_FILTERS = ["all", "visible", "hidden", "on_sale"] as const;
export type LotFilter = (typeof LOT_FILTERS)[number];

export function parseLotFilter(value: string | string[] | undefined): LotFilter {
  const v = Array.isArray(value) ? value[0] : value;
  return (LOT_FILTERS as readonly string[]).includes(v ?? "") ? (v as LotFilter) : "all";
}

export function filterLots<T extends LotLike>(lots: readonly T[], filter: LotFilter, nowMs: number): T[] {
  if (filter === "visible") return lots.filter((l) => !l.hidden);
  if (filter === "hidden") return lots.filter((l) => l.hidden);
  if (filter === "on_sale") return lots.filter((l) => saleState(l, nowMs) === "on_sale");
  return [...lots];
}

export const lotFilterHref = (base: string, filter: LotFilter) =>
  filter === "all" ? base : `${base}?show=${filter}`;
