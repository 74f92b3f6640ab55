import type { Paged } from "@/lib/contract";

import type { ListBase } from "./list-params";
import { sortRows, type Comparators } from "./sort";

/** A sorted read: the page, or `{tooLarge}` when the whole list is above the sort ceiling. */
type Sorted<T> = Paged<T> | { tooLarge: true; ceiling: number };

/**
 * One page of a list for its URL state. Unsorted, the source pages itself (`unsorted`, e.g. one API
 * page). Sorted, `sorted` reads the whole list and gets the sort to apply (e.g. `readSortedPage`); a list
 * above the ceiling falls back to the unsorted page and says so (`sortRefusedAbove`), never a partial sort.
 */
export async function readListPage<T, S extends string>(
  state: ListBase<S>,
  comparators: Comparators<T, S>,
  read: { unsorted: () => Promise<Paged<T>>; sorted: (sort: (rows: T[]) => T[]) => Promise<Sorted<T>> },
): Promise<{ result: Paged<T>; sortRefusedAbove?: number }> {
  const key = state.sort;
  if (key === undefined) return { result: await read.unsorted() };
  const sorted = await read.sorted((rows) => sortRows(rows, comparators[key], state.dir));
  if ("tooLarge" in sorted) return { result: await read.unsorted(), sortRefusedAbove: sorted.ceiling };
  return { result: sorted };
}
