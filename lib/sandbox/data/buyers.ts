import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";

import type { BuyerDetail, BuyersDashboard, BuyerSummary } from "@/lib/partner/schemas/buyers";
import { LISTED_PAYMENT_STATUSES } from "@/lib/partner/schemas/orders";

import { buyers, events, orders } from "../db/schema";
import type { SandboxQueryable } from "../db/types";
import { formatCents } from "../money";

type BuyerRow = typeof buyers.$inferSelect;

/**
 * Per-buyer totals of paid orders on the producer's events (resale purchases included: they are paid
 * orders on those events too). Cancelled orders drop out once cancelled.
 */
function paidStats(db: SandboxQueryable, producerId: string) {
  return db
    .select({
      buyerId: orders.buyerId,
      spent: sql<string>`sum(${orders.amountCents})::bigint`.as("spent"),
      count: sql<number>`count(*)::int`.as("paid_count"),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(events.producerId, producerId), eq(orders.paymentStatus, "paid")))
    .groupBy(orders.buyerId)
    .as("stats");
}

/** A buyer "of the producer" has a listed order (pending, paid or cancelled) on one of its events. */
export function hasOrderWith(producerId: string): SQL {
  return sql`exists (select 1 from ${orders} o join ${events} e on e.id = o.event_id
    where o.buyer_id = ${buyers.id} and e.producer_id = ${producerId}
    and o.payment_status in (${sql.join(
      LISTED_PAYMENT_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}))`;
}

const summary = (b: BuyerRow, spent: unknown, count: unknown): BuyerSummary => ({
  id: b.id,
  name: b.name,
  email: b.email,
  total_spent: formatCents(Number(spent ?? 0)),
  orders_count: Number(count ?? 0),
});

/** `total / count` in cents, half rounded up (amounts are never negative). */
export const averageCents = (total: number, count: number) =>
  count ? Math.floor((2 * total + count) / (2 * count)) : 0;

export async function buyersDashboard(
  db: SandboxQueryable,
  producerId: string,
  opts: { month: number; limit: number },
): Promise<BuyersDashboard> {
  const stats = paidStats(db, producerId);
  const withBuyer = () =>
    db
      .select({ buyer: buyers, spent: stats.spent, count: stats.count })
      .from(stats)
      .innerJoin(buyers, eq(buyers.id, stats.buyerId));
  const [[totals], best, birthdays] = await Promise.all([
    db
      .select({
        buyers: sql<number>`count(*)::int`,
        recurring: sql<number>`(count(*) filter (where ${stats.count} >= 2))::int`,
        spent: sql<string>`coalesce(sum(${stats.spent}), 0)::bigint`,
        orders: sql<string>`coalesce(sum(${stats.count}), 0)::bigint`,
      })
      .from(stats),
    withBuyer().orderBy(desc(stats.spent), desc(stats.count), asc(buyers.id)).limit(opts.limit),
    withBuyer()
      .where(sql`extract(month from ${buyers.birthdate}) = ${opts.month}`)
      .orderBy(
        sql`extract(day from ${buyers.birthdate})`,
        sql`lower(${buyers.name}) nulls last`,
        asc(buyers.email),
        asc(buyers.id),
      ),
  ]);
  return {
    total_buyers: Number(totals?.buyers ?? 0),
    recurring_buyers: Number(totals?.recurring ?? 0),
    average_ticket: formatCents(averageCents(Number(totals?.spent ?? 0), Number(totals?.orders ?? 0))),
    best_buyers: best.map((r) => summary(r.buyer, r.spent, r.count)),
    birthdays_this_month: birthdays.map((r) => summary(r.buyer, r.spent, r.count)),
  };
}

export const SEARCH_LIMIT = 50;
const likeFragment = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Buyers of the producer whose name, e-mail or document contains `q` (case-insensitive). A query that
 * looks like a document ("123.456") also matches documents by their digits alone.
 */
export async function searchBuyers(
  db: SandboxQueryable,
  producerId: string,
  q: string,
): Promise<BuyerSummary[]> {
  const stats = paidStats(db, producerId);
  const like = likeFragment(q);
  const matches: SQL[] = [
    sql`${buyers.name} ilike ${like}`,
    sql`${buyers.email} ilike ${like}`,
    sql`${buyers.document} ilike ${like}`,
  ];
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 2 && /^[\d.\-/\s]+$/.test(q))
    matches.push(sql`regexp_replace(coalesce(${buyers.document}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
  const rows = await db
    .select({ buyer: buyers, spent: stats.spent, count: stats.count })
    .from(buyers)
    .leftJoin(stats, eq(stats.buyerId, buyers.id))
    .where(and(sql`(${sql.join(matches, sql` or `)})`, hasOrderWith(producerId)))
    .orderBy(sql`lower(${buyers.name}) nulls last`, asc(buyers.email), asc(buyers.id))
    .limit(SEARCH_LIMIT);
  return rows.map((r) => summary(r.buyer, r.spent, r.count));
}

/** The buyer's profile and paid orders on the producer's events, newest payment first; null if not theirs. */
export async function buyerDetail(
  db: SandboxQueryable,
  producerId: string,
  buyerId: string,
): Promise<BuyerDetail | null> {
  const [buyer] = await db
    .select()
    .from(buyers)
    .where(and(eq(buyers.id, buyerId), hasOrderWith(producerId)))
    .limit(1);
  if (!buyer) return null;
  const paid = await db
    .select({ order: orders, eventName: events.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.buyerId, buyer.id),
        eq(events.producerId, producerId),
        inArray(orders.paymentStatus, ["paid"]),
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id));
  const spent = paid.reduce((sum, r) => sum + r.order.amountCents, 0);
  return {
    ...summary(buyer, spent, paid.length),
    document: buyer.document,
    cellphone: buyer.cellphone,
    birthdate: buyer.birthdate,
    city: buyer.city,
    orders: paid.map(({ order, eventName }) => ({
      id: order.id,
      event_name: eventName,
      amount: formatCents(order.amountCents),
      paid_at: order.paidAt ? order.paidAt.toISOString() : null,
      payment_status: order.paymentStatus,
    })),
  };
}
