import { saleState, soldCount, type LotLike } from "./status";

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

/** The table's sort, from `?sort=` and `?dir=`; the API's own order ("position") by default. */
export const LOT_SORTS = ["position", "name", "state", "price", "sold", "window"] as const;
export type LotSortKey = (typeof LOT_SORTS)[number];
export type LotSort = { key: LotSortKey; dir: "asc" | "desc" };

export function parseLotSort(
  sort: string | string[] | undefined,
  dir: string | string[] | undefined,
): LotSort {
  const s = Array.isArray(sort) ? sort[0] : sort;
  const d = Array.isArray(dir) ? dir[0] : dir;
  const key = (LOT_SORTS as readonly string[]).includes(s ?? "") ? (s as LotSortKey) : "position";
  return { key, dir: d === "desc" ? "desc" : "asc" };
}

type Sortable = LotLike & { amount: string };
const STATE_ORDER = { on_sale: 0, scheduled: 1, sold_out: 2, ended: 3 } as const;

/** Cents compared as text lengths then digits: exact for any amount the API sends, no float. */
const compareAmount = (a: string, b: string) => {
  const [wa, fa = ""] = a.split(".");
  const [wb, fb = ""] = b.split(".");
  return wa.length - wb.length || wa.localeCompare(wb) || fa.localeCompare(fb);
};

export function sortLots<T extends Sortable>(
  lots: readonly T[],
  { key, dir }: LotSort,
  nowMs: number,
  locale = "pt-BR",
): T[] {
  const index = new Map(lots.map((l, i) => [l.id, i]));
  const by: Record<LotSortKey, (a: T, b: T) => number> = {
    position: () => 0,
    name: (a, b) => a.name.localeCompare(b.name, locale),
    state: (a, b) => STATE_ORDER[saleState(a, nowMs)] - STATE_ORDER[saleState(b, nowMs)],
    price: (a, b) => compareAmount(a.amount, b.amount),
    sold: (a, b) => soldCount(a) - soldCount(b),
    window: (a, b) => (a.sell_starts_at ?? "").localeCompare(b.sell_starts_at ?? ""),
  };
  const sign = dir === "desc" ? -1 : 1;
  return [...lots].sort((a, b) => sign * by[key](a, b) || index.get(a.id)! - index.get(b.id)!);
}

/** The tab's URL with its filter and sort; defaults are left out. */
export function lotsHref(base: string, filter: LotFilter, sort: LotSort): string {
  const q = new URLSearchParams();
  if (filter !== "all") q.set("show", filter);
  if (sort.key !== "position") q.set("sort", sort.key);
  if (sort.key !== "position" && sort.dir === "desc") q.set("dir", "desc");
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}
