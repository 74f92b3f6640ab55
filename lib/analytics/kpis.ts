import type { EventAnalytics } from "@/lib/contract";
import { toCents } from "@/lib/money";

/** The KPI figures in cents, plus the average order value (gross ÷ paid orders, rounded half up). */
export type Kpis = {
  cachedAt: string | null;
  grossCents: number;
  netCents: number;
  feesCents: number;
  ticketsSold: number;
  ordersPaid: number;
  averageCents: number | null;
};

export function toKpis(a: EventAnalytics): Kpis {
  const grossCents = toCents(a.gross_sales);
  return {
    cachedAt: a.cached_at,
    grossCents,
    netCents: toCents(a.net_to_producer),
    feesCents: toCents(a.fees),
    ticketsSold: a.tickets_sold,
    ordersPaid: a.orders_paid,
    averageCents: a.orders_paid > 0 ? averageCents(grossCents, a.orders_paid) : null,
  };
}

/** Integer division of cents rounded half away from zero, without floating point. */
export function averageCents(totalCents: number, count: number): number {
  const q = Math.trunc(totalCents / count);
  const r = totalCents - q * count;
  return Math.abs(r) * 2 >= count ? q + Math.sign(totalCents) : q;
}

export type MethodRow = { method: string; count: number; cents: number };

/** by_payment_method as rows, the spec's four methods first in their order, then any other key. */
export function methodRows(a: EventAnalytics, known: readonly string[]): MethodRow[] {
  const keys = [
    ...known.filter((k) => k in a.by_payment_method),
    ...Object.keys(a.by_payment_method).filter((k) => !known.includes(k)),
  ];
  return keys.map((method) => ({
    method,
    count: a.by_payment_method[method].count,
    cents: toCents(a.by_payment_method[method].amount),
  }));
}
