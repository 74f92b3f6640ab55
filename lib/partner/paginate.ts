import "server-only";

import type { z } from "zod";

import { partnerClient, type PartnerClient, type Query } from "@/lib/partner/client";
import { LIMITS, paged, type Paged } from "@/lib/contract/common";

/** Reading the spec's paged lists (`{data, page, per_page, total}`): one page, or every item in order. */
export type PageOptions = { client?: PartnerClient; signal?: AbortSignal };
export type PaginateOptions = PageOptions & { concurrency?: number; perPage?: number };

/** GET one page of a paged list, validated with `paged(itemSchema)`. */
export function fetchPage<T>(
  path: string,
  query: Query & { page?: number; per_page?: number },
  itemSchema: z.ZodType<T>,
  { client = partnerClient(), signal }: PageOptions = {},
): Promise<Paged<T>> {
  return client.request("GET", path, { query, schema: paged(itemSchema) as z.ZodType<Paged<T>>, signal });
}

/**
 * Every item of a paged list in page order: page 1 tells the total, the remaining pages are fetched with at
 * most `concurrency` requests in flight and yielded in order. Stopping early (break/return) aborts the
 * requests still in flight. Pages are computed from the first `total`; items added meanwhile may shift.
 */
export async function* paginateAll<T>(
  path: string,
  query: Query,
  itemSchema: z.ZodType<T>,
  { concurrency = 4, perPage = LIMITS.perPageMax, client = partnerClient(), signal }: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > LIMITS.perPageMax) {
    throw new RangeError(`perPage must be an integer in 1..${LIMITS.perPageMax}`);
  }
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError("concurrency must be ≥ 1");
  const ctl = new AbortController();
  const onAbort = () => ctl.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const options = { client, signal: ctl.signal };
  const load = (page: number) => fetchPage(path, { ...query, page, per_page: perPage }, itemSchema, options);
  const inFlight: Promise<Paged<T>>[] = [];
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
