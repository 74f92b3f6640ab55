/** How far a whole-list read is: `read` of the `pages` it plans (a figure's "page 3 of 40"). */
export type ReadStep = { read: number; pages: number };
/** How a "read every page" loop (lib/partner/paginate.ts) ended: `partial` when it stopped at its ceiling with more to read. */
export type PagingEnd = { partial: boolean };
/** The items of a list read page by page, in order; the generator's return value says whether it is whole. */
export type EveryItem<T> = AsyncGenerator<T, PagingEnd, undefined>;

/** Every item of a whole-list read kept in an array (mapped by `keep`, skipped when it answers undefined). */
export async function collectAll<T, U = T>(
  items: EveryItem<T>,
  keep: (item: T) => U | undefined = (item) => item as unknown as U,
): Promise<{ items: U[]; partial: boolean }> {
  const out: U[] = [];
  for (;;) {
    const step = await items.next();
    if (step.done) return { items: out, partial: step.value.partial };
    const kept = keep(step.value);
    if (kept !== undefined) out.push(kept);
  }
}
