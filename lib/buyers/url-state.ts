import { isIdOrSlug } from "@/lib/contract/constants";
import { monthIn } from "@/lib/dates";

/**
 * Buyers pages' URL (zod-free, so client components may build links): `producer`, `month` 1..12,
 * `limit` 1..50, `q`, `tag`. Junk falls back to the default, never throws.
 */
export type BuyersUrl = { producer?: string; month?: number; limit?: number; q?: string; tag?: string };
type Params = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const intIn = (v: string | undefined, min: number, max: number) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

export function parseBuyersUrl(params: Params): BuyersUrl {
  const producer = first(params.producer);
  const q = first(params.q)?.trim().slice(0, 200);
  const tag = first(params.tag)?.trim().slice(0, 30);
  return {
    producer: isIdOrSlug(producer) ? producer : undefined,
    month: intIn(first(params.month), 1, 12),
    limit: intIn(first(params.limit), 1, 50),
    q: q || undefined,
    tag: tag || undefined,
  };
}

export function buyersHref(path: string, state: BuyersUrl, patch: Partial<BuyersUrl> = {}): string {
  const next = { ...state, ...patch };
  const q = new URLSearchParams();
  for (const key of ["producer", "month", "limit", "q", "tag"] as const)
    if (next[key] !== undefined && next[key] !== "") q.set(key, String(next[key]));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The current month (1..12) in the display zone, the month birthday lists open on. */
export function currentMonth(timeZone: string, now = new Date()): number {
  return monthIn(timeZone, now);
}
