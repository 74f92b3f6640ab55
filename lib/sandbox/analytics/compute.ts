import { and, eq, inArray, sql, type AnyColumn } from "drizzle-orm";

import type { EventAnalytics } from "@/lib/contract/analytics";
import { fromCents } from "@/lib/money";

import { events, orderItems, orders, resaleListings, waitlistEntries } from "../db/schema";
import type { SandboxQueryable } from "../db/types";

/** The cached body: EventAnalytics without `cached_at`, which lives in its own column. */
export type AnalyticsPayload = Omit<EventAnalytics, "cached_at">;

/** Key of `by_payment_method` for paid orders without a method (fully discounted, nothing charged). */
const NO_METHOD_KEY = "none";

const num = (v: unknown) => Number(v ?? 0);
const total = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)::bigint`;

/**
 * The analytics of the given events (all events when `eventIds` is omitted), each a handful of grouped
 * aggregates, so it stays fast on 100k orders. The rules:
 * - Sales count orders whose payment_status is `paid` now (cancelled ones drop out) and that are not
 *   resale orders: a resale pays the seller, not the producer, and is reported under `resale` instead.
 * - gross_sales = Σ amount (products − discount + fees + tip); fees = Σ fees_amount;
 *   net_to_producer = gross − fees, so tips go to the producer in full.
 * - tickets_sold = Σ item quantities of those orders (the orders API's `tickets_count`).
 * - resale is present only when the event has resale or the waitlist enabled: sold listings (count and
 *   Σ listing price), open listings, waitlist entries.
 */
export async function computeAnalytics(
  db: SandboxQueryable,
  eventIds?: string[],
): Promise<Map<string, AnalyticsPayload>> {
  if (eventIds && !eventIds.length) return new Map();
  const scoped = (column: AnyColumn) => (eventIds ? inArray(column, eventIds) : undefined);
  const sales = and(eq(orders.paymentStatus, "paid"), eq(orders.isResale, false), scoped(orders.eventId));

  const [eventRows, methodRows, ticketRows, resaleRows, waitlistRows] = await Promise.all([
    db
      .select({ id: events.id, resale: events.resaleEnabled, waitlist: events.waitlistEnabled })
      .from(events)
      .where(eventIds ? inArray(events.id, eventIds) : undefined),
    db
      .select({
        eventId: orders.eventId,
        method: orders.paymentMethod,
        count: sql<number>`count(*)::int`,
        amount: total(orders.amountCents),
        fees: total(orders.feesAmountCents),
      })
      .from(orders)
      .where(sales)
      .groupBy(orders.eventId, orders.paymentMethod),
    db
      .select({ eventId: orders.eventId, tickets: total(orderItems.quantity) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(sales)
      .groupBy(orders.eventId),
    db
      .select({
        eventId: resaleListings.eventId,
        sold: sql<number>`count(*) filter (where ${resaleListings.status} = 'sold')::int`,
        volume: sql<string>`coalesce(sum(${resaleListings.priceCents}) filter (where ${resaleListings.status} = 'sold'), 0)::bigint`,
        open: sql<number>`count(*) filter (where ${resaleListings.status} = 'open')::int`,
      })
      .from(resaleListings)
      .where(scoped(resaleListings.eventId))
      .groupBy(resaleListings.eventId),
    db
      .select({ eventId: waitlistEntries.eventId, count: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(scoped(waitlistEntries.eventId))
      .groupBy(waitlistEntries.eventId),
  ]);

  const tickets = new Map(ticketRows.map((r) => [r.eventId, num(r.tickets)]));
  const resale = new Map(resaleRows.map((r) => [r.eventId, r]));
  const waitlist = new Map(waitlistRows.map((r) => [r.eventId, num(r.count)]));
  const methods = new Map<string, typeof methodRows>();
  for (const row of methodRows) methods.set(row.eventId, [...(methods.get(row.eventId) ?? []), row]);

  const out = new Map<string, AnalyticsPayload>();
  for (const event of eventRows) {
    let gross = 0;
    let fees = 0;
    let paid = 0;
    const byMethod: AnalyticsPayload["by_payment_method"] = {};
    for (const row of methods.get(event.id) ?? []) {
      gross += num(row.amount);
      fees += num(row.fees);
      paid += num(row.count);
      byMethod[row.method ?? NO_METHOD_KEY] = { count: num(row.count), amount: fromCents(num(row.amount)) };
    }
    const r = resale.get(event.id);
    out.set(event.id, {
      gross_sales: fromCents(gross),
      net_to_producer: fromCents(gross - fees),
      fees: fromCents(fees),
      tickets_sold: tickets.get(event.id) ?? 0,
      orders_paid: paid,
      by_payment_method: byMethod,
      resale:
        event.resale || event.waitlist
          ? {
              sold_count: num(r?.sold),
              volume: fromCents(num(r?.volume)),
              open_listings: num(r?.open),
              waitlist_count: waitlist.get(event.id) ?? 0,
            }
          : null,
    });
  }
  return out;
}
