import { byNumber, byText, sortRows, type Compare, type Comparators } from "@/lib/url-state/sort";

import type { OverviewRow } from "./overview";

/** The producer overview's sortable columns (also its DataTable column ids). */
export const OVERVIEW_SORT_KEYS = ["name", "status", "gross", "tickets", "orders"] as const;
export type OverviewSortKey = (typeof OVERVIEW_SORT_KEYS)[number];

/** Equal figures fall back on the event's name, so the order never depends on the API's. */
const thenByName =
  <T extends { name: string }>(first: Compare<T>, byName: Compare<T>): Compare<T> =>
  (a, b) =>
    first(a, b) || byName(a, b);

export function overviewComparators(locale: string): Comparators<OverviewRow, OverviewSortKey> {
  const name = byText<OverviewRow>((r) => r.name, locale);
  return {
    name,
    status: thenByName(
      byText((r) => r.status, locale),
      name,
    ),
    gross: thenByName(
      byNumber((r) => r.grossCents),
      name,
    ),
    tickets: thenByName(
      byNumber((r) => r.tickets),
      name,
    ),
    orders: thenByName(
      byNumber((r) => r.orders),
      name,
    ),
  };
}

/** The overview's own order (no `?sort=`): best sellers first, unavailable figures last. */
export function overviewDefaultOrder(rows: readonly OverviewRow[], locale: string): OverviewRow[] {
  const name = byText<OverviewRow>((r) => r.name, locale);
  const gross = byNumber<OverviewRow>((r) => r.grossCents);
  const grossDesc: Compare<OverviewRow> = (a, b) =>
    a.grossCents == null || b.grossCents == null ? gross(a, b) : gross(b, a);
  return sortRows(rows, thenByName(grossDesc, name), "asc");
}
