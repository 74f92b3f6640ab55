/**
 * The sales chart's URL state (`?range=30d&unit=day`): parsed without throwing (junk reads as the
 * default) and turned into instants. Isomorphic and zod-free, so the client picker can import it.
 */
import { BUCKET_UNITS, startOfLocalDay, type BucketUnit } from "./bucket";

export const SALES_RANGES = ["7d", "30d", "90d", "all"] as const;
export type SalesRange = (typeof SALES_RANGES)[number];
export type SalesQuery = { range: SalesRange; unit: BucketUnit };
export const DEFAULT_SALES_QUERY: SalesQuery = { range: "all", unit: "day" };

const DAYS: Record<Exclude<SalesRange, "all">, number> = { "7d": 7, "30d": 30, "90d": 90 };
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

function pick<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  const v = first(value);
  return typeof v === "string" && (options as readonly string[]).includes(v) ? (v as T) : fallback;
}

/** From `searchParams` (a page's record or a URLSearchParams). */
export function parseSalesQuery(params: URLSearchParams | Record<string, unknown>): SalesQuery {
  const get = (k: string) => (params instanceof URLSearchParams ? params.get(k) : params[k]);
  return {
    range: pick(SALES_RANGES, get("range"), DEFAULT_SALES_QUERY.range),
    unit: pick(BUCKET_UNITS, get("unit"), DEFAULT_SALES_QUERY.unit),
  };
}

export function salesQueryString({ range, unit }: SalesQuery): string {
  return new URLSearchParams({ range, unit }).toString();
}

/**
 * The instants a range covers: the last N local days including today (from the start of the first
 * one) up to now, or everything (`fromMs` null).
 */
export function rangeBounds(range: SalesRange, nowMs: number, timeZone: string) {
  // "all" has no upper bound either: a sale dated ahead of this clock (the sandbox's own clock) still counts.
  if (range === "all") return { fromMs: null, toMs: Number.POSITIVE_INFINITY };
  const today = startOfLocalDay(nowMs, timeZone);
  return {
    fromMs: startOfLocalDay(today - (DAYS[range] - 1) * 86_400_000 + 43_200_000, timeZone),
    toMs: nowMs,
  };
}
