/**
 * Sales velocity per lot from paid orders: tickets per hour over the last 24 h and 7 days, and a series
 * of tickets per 6-hour bucket over the 7 days for the sparkline. Pure: the caller reads the orders.
 */
export const HOUR_MS = 3_600_000;
export const DAY_HOURS = 24;
export const WEEK_HOURS = 7 * DAY_HOURS;
export const BUCKET_HOURS = 6;
export const BUCKETS = WEEK_HOURS / BUCKET_HOURS;

export type PaidOrderLike = {
  paid_at: string | null;
  created_at: string;
  items: readonly { product_id: string; quantity: number }[];
};

export type LotVelocity = {
  sold24h: number;
  sold7d: number;
  perHour24h: number;
  perHour7d: number;
  /** Tickets per bucket, oldest first; the last bucket ends at `now`. */
  series: number[];
};

export const emptyVelocity = (): LotVelocity => ({
  sold24h: 0,
  sold7d: 0,
  perHour24h: 0,
  perHour7d: 0,
  series: Array.from({ length: BUCKETS }, () => 0),
});

/** The instant a sale counts at: when it was paid (the order's creation if the API has no payment time). */
export function saleInstant(order: PaidOrderLike): number {
  return Date.parse(order.paid_at ?? order.created_at);
}

/**
 * `coveredFromMs`: when the caller read only the newest orders (a capped read), the instant its oldest
 * order was paid — rates are then per hour of the span actually seen, not of the whole window.
 */
export function velocityByLot(
  orders: Iterable<PaidOrderLike>,
  nowMs: number,
  coveredFromMs?: number,
): Map<string, LotVelocity> {
  const out = new Map<string, LotVelocity>();
  const weekStart = nowMs - WEEK_HOURS * HOUR_MS;
  const dayStart = nowMs - DAY_HOURS * HOUR_MS;
  for (const order of orders) {
    const at = saleInstant(order);
    if (!Number.isFinite(at) || at <= weekStart || at > nowMs) continue;
    const bucket = Math.min(BUCKETS - 1, Math.floor((at - weekStart) / (BUCKET_HOURS * HOUR_MS)));
    for (const item of order.items) {
      if (!(item.quantity > 0)) continue;
      let v = out.get(item.product_id);
      if (!v) out.set(item.product_id, (v = emptyVelocity()));
      v.sold7d += item.quantity;
      if (at > dayStart) v.sold24h += item.quantity;
      v.series[bucket] += item.quantity;
    }
  }
  const hoursSince = (start: number) =>
    (nowMs - Math.max(start, coveredFromMs ?? Number.NEGATIVE_INFINITY)) / HOUR_MS;
  const dayHours = hoursSince(dayStart);
  const weekHours = hoursSince(weekStart);
  for (const v of out.values()) {
    v.perHour24h = dayHours > 0 ? v.sold24h / dayHours : 0;
    v.perHour7d = weekHours > 0 ? v.sold7d / weekHours : 0;
  }
  return out;
}
