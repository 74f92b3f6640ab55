import { toCentsBigInt } from "@/lib/money";

import type { SortDir } from "./list-params";

/**
 * Comparators for a list's sort keys (`lib/<feature>/sort.ts` declares one per key with these builders).
 * Text compares in the user's locale (as `localeCompare` does), money in integer cents, instants by time; missing values sort last.
 * `byText` is the app's one collator: every sort of people's text (lists, CSVs, the borderô, the roster) goes through it.
 */
export type Compare<T> = (a: T, b: T) => number;
export type Comparators<T, S extends string> = Record<S, Compare<T>>;

const nullsLast =
  <V>(cmp: (a: V, b: V) => number) =>
  (a: V | null | undefined, b: V | null | undefined) =>
    a == null ? (b == null ? 0 : 1) : b == null ? -1 : cmp(a, b);

export function byText<T>(
  get: (row: T) => string | null | undefined,
  locale: string,
  options?: Intl.CollatorOptions,
): Compare<T> {
  const collator = new Intl.Collator(locale, options);
  const cmp = nullsLast<string>(collator.compare);
  return (a, b) => cmp(get(a), get(b));
}

export function byNumber<T>(get: (row: T) => number | null | undefined): Compare<T> {
  const cmp = nullsLast<number>((x, y) => x - y);
  return (a, b) => cmp(get(a), get(b));
}

/** An API amount ("1234.50") compared as integer cents: exact, no float. */
export function byMoney<T>(get: (row: T) => string | null | undefined): Compare<T> {
  const cmp = nullsLast<bigint>((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return (a, b) => {
    const x = get(a);
    const y = get(b);
    return cmp(x == null ? x : toCentsBigInt(x), y == null ? y : toCentsBigInt(y));
  };
}

/** An ISO date-time compared as an instant (offsets differ between sources). */
export function byInstant<T>(get: (row: T) => string | null | undefined): Compare<T> {
  return byNumber((row) => {
    const v = get(row);
    return v == null ? v : Date.parse(v);
  });
}

/** A sorted copy: `dir` flips the comparator, ties keep the source's order (stable for every dir). */
export function sortRows<T>(rows: readonly T[], compare: Compare<T>, dir: SortDir): T[] {
  const sign = dir === "desc" ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.i - b.i)
    .map((x) => x.row);
}
