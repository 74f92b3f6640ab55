/**
 * A producer's sales report for a period, from the events' paid and cancelled orders (as the analytics
 * cache keeps them): revenue per day, event, payment method and lot; coupons; cancellations and
 * refunds; and the previous period of the same length beside it. Orders fall in a period by payment
 * time (`at`: paid_at, else created_at) in DISPLAY_TZ. Integer cents throughout; pure and isomorphic.
 */
import { bucketKey, bucketKeys } from "@/lib/analytics/bucket";
import type { SaleRecord } from "@/lib/analytics/series";

import type { ReportPeriod, ReportRange } from "./range";

export type ReportEventOrders = { id: string; name: string; paid: SaleRecord[]; cancelled: SaleRecord[] };
export type RefundStatus = "pending" | "completed" | "manual_required" | "none";
export type RefundInfo = { status: RefundStatus; amountCents: number };

export type ReportTotals = {
  orders: number;
  tickets: number;
  grossCents: number;
  discountCents: number;
  /** gross ÷ paid orders, rounded to the cent; 0 without orders */
  averageCents: number;
  cancelled: number;
  cancelledCents: number;
};
export type DayRow = {
  key: string;
  orders: number;
  tickets: number;
  grossCents: number;
  previousGrossCents: number;
};
export type EventRow = { id: string; name: string; orders: number; tickets: number; grossCents: number };
export type MethodRow = { method: string; orders: number; grossCents: number };
export type LotRow = { id: string; name: string; event: string; tickets: number; grossCents: number };
export type CouponRow = {
  code: string;
  uses: number;
  discountCents: number;
  grossCents: number;
  events: number;
};
export type RefundRow = { status: RefundStatus; count: number; orderCents: number; refundCents: number };

export type Report = {
  period: Omit<ReportPeriod, "fromMs" | "toMs">;
  previousPeriod: Omit<ReportPeriod, "fromMs" | "toMs">;
  totals: ReportTotals;
  previous: ReportTotals;
  byDay: DayRow[];
  byEvent: EventRow[];
  byMethod: MethodRow[];
  byLot: LotRow[];
  coupons: CouponRow[];
  refunds: RefundRow[];
  /** Some event's read stopped at PARTNER_LIST_MAX_ITEMS: the figures are a floor. */
  partial: boolean;
};

const inPeriod = (p: ReportPeriod) => (s: SaleRecord) => s.at >= p.fromMs && s.at < p.toMs;
const byGrossDesc = <T extends { grossCents: number }>(a: T, b: T) => b.grossCents - a.grossCents;

function totalsOf(paid: SaleRecord[], cancelled: SaleRecord[]): ReportTotals {
  let grossCents = 0;
  let tickets = 0;
  let discountCents = 0;
  for (const s of paid) {
    grossCents += s.amountCents;
    tickets += s.tickets;
    discountCents += s.coupon?.discountCents ?? 0;
  }
  return {
    orders: paid.length,
    tickets,
    grossCents,
    discountCents,
    averageCents: paid.length ? Math.round(grossCents / paid.length) : 0,
    cancelled: cancelled.length,
    cancelledCents: cancelled.reduce((sum, s) => sum + s.amountCents, 0),
  };
}

function upsert<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (!value) map.set(key, (value = create()));
  return value;
}

export function buildReport(input: {
  events: ReportEventOrders[];
  range: ReportRange;
  timeZone: string;
  /** Refunds of the period's cancelled orders, by order id (missing: read failed, counted as "none"). */
  refunds?: ReadonlyMap<string, RefundInfo | null>;
  partial?: boolean;
}): Report {
  const { events, range, timeZone, refunds = new Map(), partial = false } = input;
  const now = inPeriod(range.current);
  const before = inPeriod(range.previous);
  const paid = events.flatMap((e) => e.paid.filter(now).map((s) => ({ e, s })));
  const cancelled = events.flatMap((e) => e.cancelled.filter(now));

  const days = new Map<string, DayRow>(
    bucketKeys(range.current.fromMs, range.current.toMs - 1, "day", timeZone).map((key) => [
      key,
      { key, orders: 0, tickets: 0, grossCents: 0, previousGrossCents: 0 },
    ]),
  );
  const dayKeys = [...days.keys()];
  const previousKeys = bucketKeys(range.previous.fromMs, range.previous.toMs - 1, "day", timeZone);
  const previousIndex = new Map(previousKeys.map((key, i) => [key, i]));
  const eventRows = new Map<string, EventRow>();
  const methods = new Map<string, MethodRow>();
  const lots = new Map<string, LotRow>();
  const coupons = new Map<string, CouponRow & { eventIds: Set<string> }>();

  for (const { e, s } of paid) {
    const day = days.get(bucketKey(s.at, "day", timeZone));
    if (day) {
      day.orders++;
      day.tickets += s.tickets;
      day.grossCents += s.amountCents;
    }
    const ev = upsert(eventRows, e.id, () => ({
      id: e.id,
      name: e.name,
      orders: 0,
      tickets: 0,
      grossCents: 0,
    }));
    ev.orders++;
    ev.tickets += s.tickets;
    ev.grossCents += s.amountCents;
    const method = upsert(methods, s.method ?? "none", () => ({
      method: s.method ?? "none",
      orders: 0,
      grossCents: 0,
    }));
    method.orders++;
    method.grossCents += s.amountCents;
    for (const item of s.lots) {
      const lot = upsert(lots, item.id, () => ({
        id: item.id,
        name: item.name,
        event: e.name,
        tickets: 0,
        grossCents: 0,
      }));
      lot.tickets += item.quantity;
      lot.grossCents += item.subtotalCents ?? 0;
    }
    if (s.coupon) {
      const code = s.coupon.code;
      const c = upsert(coupons, code, () => ({
        code,
        uses: 0,
        discountCents: 0,
        grossCents: 0,
        events: 0,
        eventIds: new Set<string>(),
      }));
      c.uses++;
      c.discountCents += s.coupon.discountCents;
      c.grossCents += s.amountCents;
      c.eventIds.add(e.id);
    }
  }
  // The previous period's days line up with this one's by position (day 1 beside day 1).
  for (const e of events)
    for (const s of e.paid.filter(before)) {
      const i = previousIndex.get(bucketKey(s.at, "day", timeZone));
      const day = i === undefined ? undefined : days.get(dayKeys[i]);
      if (day) day.previousGrossCents += s.amountCents;
    }

  const refundRows = new Map<RefundStatus, RefundRow>();
  for (const s of cancelled) {
    const info = refunds.get(s.id) ?? null;
    const status = info?.status ?? "none";
    const row = upsert(refundRows, status, () => ({ status, count: 0, orderCents: 0, refundCents: 0 }));
    row.count++;
    row.orderCents += s.amountCents;
    row.refundCents += info?.amountCents ?? 0;
  }

  const strip = ({ from, to, days }: ReportPeriod) => ({ from, to, days });
  return {
    period: strip(range.current),
    previousPeriod: strip(range.previous),
    totals: totalsOf(
      paid.map((p) => p.s),
      cancelled,
    ),
    previous: totalsOf(
      events.flatMap((e) => e.paid.filter(before)),
      events.flatMap((e) => e.cancelled.filter(before)),
    ),
    byDay: [...days.values()],
    byEvent: [...eventRows.values()].sort(byGrossDesc),
    byMethod: [...methods.values()].sort(byGrossDesc),
    byLot: [...lots.values()].sort(byGrossDesc),
    coupons: [...coupons.values()]
      .map(({ eventIds, ...c }) => ({ ...c, events: eventIds.size }))
      .sort((a, b) => b.uses - a.uses || b.grossCents - a.grossCents),
    refunds: [...refundRows.values()],
    partial,
  };
}

/** Change from `previous` to `current` in percent (one decimal), or null when there is nothing to compare. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
