import "server-only";

import { LIMITS, type Operation, type OperationInput, type Paged, type ResultOf } from "@/lib/contract";
import { env } from "@/lib/env";
import { partnerClient, type PartnerClient } from "@/lib/partner/client";
import { PartnerApiError } from "@/lib/partner/errors";
import type { EveryItem, PagingEnd, ReadStep } from "@/lib/partner/every-item";

export type { EveryItem, PagingEnd, ReadStep };

/** Reading the spec's paged lists (`{data, page, per_page, total}`): one page, or every item in order. */
export type PageOptions = { client?: PartnerClient };
export type PaginateOptions = PageOptions & {
  concurrency?: number;
  perPage?: number;
  /** Items read at most (default PARTNER_LIST_MAX_ITEMS): the list goes on past it → see `atCeiling`. */
  ceiling?: number;
  /**
   * Past the ceiling: `throw` ListTooLargeError (jobs and exports: never silently incomplete), or `stop`
   * and end with `{partial: true}` (a figure on a page, which then says it is partial).
   */
  atCeiling?: "throw" | "stop";
  /** After each page: pages read so far, and how many the read expects (grows if the list goes on). */
  onProgress?: (step: ReadStep) => void;
};

/** A whole-list read refused because the list holds more than its ceiling. */
export class ListTooLargeError extends Error {
  constructor(readonly ceiling: number) {
    super(`The list holds more than ${ceiling} items`);
    this.name = "ListTooLargeError";
  }
}
/** How a fetcher of lib/partner/<resource>.ts reads every page: requests in flight, page size, ceiling, what cancels them. */
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

const mismatchSaid = new Set<string>();

/** An answer for another page (or page size) than the one asked for: an upstream error, logged once per list. */
function pageMismatch(path: string, asked: [number, number], got: [number, number]): PartnerApiError {
  if (!mismatchSaid.has(path)) {
    mismatchSaid.add(path);
    console.error(
      `Partner API: ${path} answered page ${got[0]} (per_page ${got[1]}) for page ${asked[0]} (per_page ${asked[1]}); the list is not read`,
    );
  }
  return new PartnerApiError({
    status: 502,
    kind: "invalid_response",
    error: "The Partner API answered another page than the one asked for",
  });
}

/**
 * Every item of a paged list in page order, never trusting `total` alone. Page 1 tells the total; the
 * following pages (as many as `total` says, never more than the ceiling allows) are fetched with at most
 * `concurrency` requests in flight and yielded in order. The list ends at the first short or empty page
 * (pages planned past it are aborted); when the planned pages end on a full one, the following pages are
 * read one by one until a short one. An answer whose `page`/`per_page` differ from the request is an
 * upstream error (PartnerApiError). At most `ceiling` items are read: past it the read throws
 * ListTooLargeError (`atCeiling: "throw"`, the default; a `total` above the ceiling throws before page 2)
 * or ends with `{partial: true}` (`"stop"`). Stopping early (break/return) aborts the requests in flight.
 */
export async function* paginateAll<O extends PagedOperation>(
  op: O,
  input: OperationInput<O>,
  {
    concurrency = 4,
    perPage = LIMITS.perPageMax,
    client = partnerClient(),
    ceiling = env().PARTNER_LIST_MAX_ITEMS,
    atCeiling = "throw",
    onProgress,
  }: PaginateOptions = {},
): EveryItem<ItemOf<O>> {
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > LIMITS.perPageMax) {
    throw new RangeError(`perPage must be an integer in 1..${LIMITS.perPageMax}`);
  }
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError("concurrency must be ≥ 1");
  if (!(ceiling >= 0)) throw new RangeError("ceiling must be ≥ 0");
  const { signal } = input;
  const ctl = new AbortController();
  const onAbort = () => ctl.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const load = async (page: number) => {
    const answer = await fetchPage(
      op,
      { ...input, query: { ...input.query, page, per_page: perPage }, signal: ctl.signal },
      { client },
    );
    if (answer.page !== page || answer.per_page !== perPage) {
      throw pageMismatch(op.path, [page, perPage], [answer.page, answer.per_page]);
    }
    return answer;
  };
  // Pages that can hold items within the ceiling, plus one to learn whether the list goes on past it.
  const lastPage = Math.floor(ceiling / perPage) + 1;
  const inFlight: Promise<Paged<ItemOf<O>>>[] = [];
  let count = 0;
  let over = false;
  /** The page's items that fit under the ceiling; sets `over` when the page holds more. */
  const fitting = (data: readonly ItemOf<O>[]) => {
    const room = ceiling - count;
    if (data.length > room) over = true;
    const kept = over ? data.slice(0, room) : data;
    count += kept.length;
    return kept;
  };
  let read = 0;
  let pages = 1;
  const progressed = () => onProgress?.({ read: ++read, pages: Math.max(pages, read) });
  const ended = (): PagingEnd => {
    if (atCeiling === "throw") throw new ListTooLargeError(ceiling);
    return { partial: true };
  };
  try {
    const first = await load(1);
    if (atCeiling === "throw" && first.total > ceiling) throw new ListTooLargeError(ceiling);
    const planned = Math.min(Math.ceil(first.total / perPage), lastPage);
    pages = first.data.length < perPage ? 1 : planned;
    progressed();
    yield* fitting(first.data);
    if (over) return ended();
    if (first.data.length < perPage) return { partial: false };
    let next = 2;
    const refill = () => {
      while (inFlight.length < concurrency && next <= planned) {
        const p = load(next++);
        // Settled later or never awaited if the list ends first: keep such rejections handled.
        p.catch(() => {});
        inFlight.push(p);
      }
    };
    refill();
    while (inFlight.length > 0) {
      const page = await inFlight.shift()!;
      progressed();
      const short = page.data.length < perPage;
      if (!short) refill();
      yield* fitting(page.data);
      if (over) return ended();
      if (short) return { partial: false };
    }
    // The planned pages ended on a full one: more may follow whatever `total` said.
    for (;;) {
      const page = await load(next++);
      pages++;
      progressed();
      yield* fitting(page.data);
      if (over) return ended();
      if (page.data.length < perPage) return { partial: false };
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
    for await (const item of paginateAll(op, input, { ...options, ceiling, atCeiling: "throw" }))
      items.push(item);
  } catch (error) {
    if (error instanceof ListTooLargeError) return { tooLarge: true, ceiling };
    throw error;
  }
  const from = (page - 1) * perPage;
  return { data: sort(items).slice(from, from + perPage), page, per_page: perPage, total: items.length };
}
