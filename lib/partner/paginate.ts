import "server-only";

import { LIMITS, type Operation, type OperationInput, type Paged, type ResultOf } from "@/lib/contract";
import { partnerClient, type PartnerClient } from "@/lib/partner/client";

/** Reading the spec's paged lists (`{data, page, per_page, total}`): one page, or every item in order. */
export type PageOptions = { client?: PartnerClient };
export type PaginateOptions = PageOptions & {
  concurrency?: number;
  perPage?: number;
  /** Refuse (ListTooLargeError) a list with more items than this, by its total or by what pages hold. */
  ceiling?: number;
};

/** A whole-list read refused because the list holds more than its ceiling. */
export class ListTooLargeError extends Error {
  constructor(readonly ceiling: number) {
    super(`The list holds more than ${ceiling} items`);
    this.name = "ListTooLargeError";
  }
}
/** How a fetcher of lib/partner/<resource>.ts reads every page: requests in flight, page size, what cancels them. */
export type EveryPage = Omit<PaginateOptions, "client"> & { signal?: AbortSignal };

/** A registry entry whose answer is a paged list, e.g. `operations.listOrders`. */
export type PagedOperation = Operation & { query: NonNullable<Operation["query"]> };
type ItemOf<O extends PagedOperation> = ResultOf<O> extends Paged<infer T> ? T : never;

/** GET one page of a paged list, validated with the entry's response schema. */
export function fetchPage<O extends PagedOperation>(
  op: O,
  input: OperationInput<O>,
  { client = partnerClient() }: PageOptions = {},
): Promise<Paged<ItemOf<O>>> {
  return client.call(op, ...([input] as never)) as Promise<Paged<ItemOf<O>>>;
}

/**
 * Every item of a paged list in page order: page 1 tells the total, the remaining pages are fetched with at
 * most `concurrency` requests in flight and yielded in order. Stopping early (break/return) aborts the
 * requests still in flight. Pages are planned from the first `total`, but `total` is not trusted alone:
 * when the last planned page comes back full, the following pages are read until a short one (items
 * added meanwhile, or a total that undercounts). With `ceiling`, more items than that (by `total` or by
 * the pages themselves) throw ListTooLargeError before anything past the ceiling is fetched.
 */
export async function* paginateAll<O extends PagedOperation>(
  op: O,
  input: OperationInput<O>,
  {
    concurrency = 4,
    perPage = LIMITS.perPageMax,
    client = partnerClient(),
    ceiling = Number.POSITIVE_INFINITY,
  }: PaginateOptions = {},
): AsyncGenerator<ItemOf<O>, void, undefined> {
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > LIMITS.perPageMax) {
    throw new RangeError(`perPage must be an integer in 1..${LIMITS.perPageMax}`);
  }
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError("concurrency must be ≥ 1");
  const { signal } = input;
  const ctl = new AbortController();
  const onAbort = () => ctl.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const load = (page: number) =>
    fetchPage(
      op,
      { ...input, query: { ...input.query, page, per_page: perPage }, signal: ctl.signal },
      { client },
    );
  const inFlight: Promise<Paged<ItemOf<O>>>[] = [];
  let count = 0;
  const counted = (data: readonly ItemOf<O>[]) => {
    count += data.length;
    if (count > ceiling) throw new ListTooLargeError(ceiling);
    return data;
  };
  try {
    const first = await load(1);
    if (first.total > ceiling) throw new ListTooLargeError(ceiling);
    yield* counted(first.data);
    const pages = Math.ceil(first.total / perPage);
    let last = first.data.length;
    let next = 2;
    const refill = () => {
      while (inFlight.length < concurrency && next <= pages) {
        const p = load(next++);
        // Settled later or never awaited if the consumer stops: keep such rejections handled.
        p.catch(() => {});
        inFlight.push(p);
      }
    };
    refill();
    while (inFlight.length > 0) {
      const page = await inFlight.shift()!;
      refill();
      last = page.data.length;
      yield* counted(page.data);
    }
    // The planned pages ended on a full one: more may follow whatever `total` said.
    while (last === perPage) {
      const page = await load(next++);
      last = page.data.length;
      yield* counted(page.data);
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    if (inFlight.length > 0) ctl.abort();
  }
}

/** Lists sorted here are read whole first; beyond this many rows sorting is refused rather than partial. */
export const SORT_CEILING = 2_000;

export type SortedPage<T> = Paged<T> | { tooLarge: true; ceiling: number };

/**
 * One page of a list sorted on our side (the API has no sort parameter): every item is read through
 * `paginateAll` with a ceiling, sorted with `sort` (stable), then the page is sliced. A list larger than
 * the ceiling answers `{tooLarge}` — the caller says so instead of sorting a part.
 */
export async function readSortedPage<O extends PagedOperation>(
  op: O,
  input: OperationInput<O>,
  {
    sort,
    page,
    perPage,
    ceiling = SORT_CEILING,
    ...options
  }: PaginateOptions & { sort: (items: ItemOf<O>[]) => ItemOf<O>[]; page: number; perPage: number },
): Promise<SortedPage<ItemOf<O>>> {
  const items: ItemOf<O>[] = [];
  try {
    for await (const item of paginateAll(op, input, { ...options, ceiling })) items.push(item);
  } catch (error) {
    if (error instanceof ListTooLargeError) return { tooLarge: true, ceiling };
    throw error;
  }
  const from = (page - 1) * perPage;
  return { data: sort(items).slice(from, from + perPage), page, per_page: perPage, total: items.length };
}
