import "server-only";

import { LIMITS, type Operation, type OperationInput, type Paged, type ResultOf } from "@/lib/contract";
import { partnerClient, type PartnerClient } from "@/lib/partner/client";

/** Reading the spec's paged lists (`{data, page, per_page, total}`): one page, or every item in order. */
export type PageOptions = { client?: PartnerClient };
export type PaginateOptions = PageOptions & { concurrency?: number; perPage?: number };
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
 * requests still in flight. Pages are computed from the first `total`; items added meanwhile may shift.
 */
export async function* paginateAll<O extends PagedOperation>(
  op: O,
  input: OperationInput<O>,
  { concurrency = 4, perPage = LIMITS.perPageMax, client = partnerClient() }: PaginateOptions = {},
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
  try {
    const first = await load(1);
    yield* first.data;
    const pages = Math.ceil(first.total / perPage);
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
      yield* page.data;
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    if (inFlight.length > 0) ctl.abort();
  }
}
