/**
 * Sales over time from paid orders: every figure in integer cents, summed per bucket, cumulative, and
 * tickets per lot for the stacked view. Isomorphic (no zod, no server code); the client receives the
 * result as plain data.
 */
import { byText } from "@/lib/url-state/sort";

import { bucketKey, bucketKeys, type BucketUnit } from "./bucket";

/** One paid order as the series needs it (kept in the cache instead of the full OrderSummary). */
export type SaleRecord = {
  id: string;
  /** paid_at (created_at when the API gave none), ms since the epoch */
  at: number;
  createdAt: number;
  amountCents: number;
  tickets: number;
  /** `subtotalCents`: the items' face value (unit price × quantity), for revenue per lot. */
  lots: { id: string; name: string; quantity: number; subtotalCents?: number }[];
  /** The coupon the order used, for the coupons tab's uses and revenue. */
  coupon?: { code: string; discountCents: number } | null;
  /** The payment method ("none" when the API gave none), for the reports per method. */
  method?: string;
};

export type SalesBucket = {
  key: string;
  orders: number;
  tickets: number;
  grossCents: number;
  /** Gross from the start of the range through this bucket. */
  cumulativeCents: number;
  /** Tickets per lot id. */
  lots: Record<string, number>;
};

export type SalesSeries = {
  unit: BucketUnit;
  timeZone: string;
  lots: { id: string; name: string }[];
  buckets: SalesBucket[];
  totals: { orders: number; tickets: number; grossCents: number };
  /** True when the orders read stopped at the ceiling (PARTNER_LIST_MAX_ITEMS): the figures are a floor. */
  partial?: boolean;
};

export type SeriesOptions = {
  unit: BucketUnit;
  timeZone: string;
  /** The reader's language: lots are listed (legend, table columns) by name in it. */
  locale: string;
  /** Inclusive lower bound; null: from the first sale. */
  fromMs: number | null;
  /** Inclusive upper bound (usually now). */
  toMs: number;
  /** Upper limit of buckets (gap filling); later sales still count in the totals of the last one. */
  maxBuckets?: number;
};

export function buildSeries(sales: readonly SaleRecord[], options: SeriesOptions): SalesSeries {
  const { unit, timeZone, locale, fromMs, toMs, maxBuckets = 5_000 } = options;
  const inRange = sales.filter((s) => (fromMs === null || s.at >= fromMs) && s.at <= toMs);
  const totals = { orders: 0, tickets: 0, grossCents: 0 };
  const lotNames = new Map<string, string>();
  const byKey = new Map<string, SalesBucket>();
  const empty = (key: string): SalesBucket => ({
    key,
    orders: 0,
    tickets: 0,
    grossCents: 0,
    cumulativeCents: 0,
    lots: {},
  });

  let firstAt = Number.POSITIVE_INFINITY;
  let lastAt = Number.NEGATIVE_INFINITY;
  for (const sale of inRange) {
    firstAt = Math.min(firstAt, sale.at);
    lastAt = Math.max(lastAt, sale.at);
    const key = bucketKey(sale.at, unit, timeZone);
    const bucket = byKey.get(key) ?? empty(key);
    byKey.set(key, bucket);
    bucket.orders += 1;
    bucket.tickets += sale.tickets;
    bucket.grossCents += sale.amountCents;
    totals.orders += 1;
    totals.tickets += sale.tickets;
    totals.grossCents += sale.amountCents;
    for (const lot of sale.lots) {
      if (!lotNames.has(lot.id)) lotNames.set(lot.id, lot.name);
      bucket.lots[lot.id] = (bucket.lots[lot.id] ?? 0) + lot.quantity;
    }
  }

  // A preset range is drawn in full (empty days included); "all" spans the first to the last sale.
  const start = fromMs ?? firstAt;
  const end = fromMs === null ? lastAt : toMs;
  const keys =
    Number.isFinite(start) && Number.isFinite(end) ? bucketKeys(start, end, unit, timeZone, maxBuckets) : [];
  const known = new Set(keys);
  for (const key of byKey.keys()) if (!known.has(key)) keys.push(key);
  keys.sort();

  let running = 0;
  const buckets = keys.map((key) => {
    const bucket = byKey.get(key) ?? empty(key);
    running += bucket.grossCents;
    return { ...bucket, cumulativeCents: running };
  });
  const lots = [...lotNames].map(([id, name]) => ({ id, name })).sort(byText((lot) => lot.name, locale));
  return { unit, timeZone, lots, buckets, totals };
}

/** A short series for a sparkline: gross per day. */
export function sparklinePoints(series: SalesSeries): { key: string; cents: number }[] {
  return series.buckets.map((b) => ({ key: b.key, cents: b.grossCents }));
}
