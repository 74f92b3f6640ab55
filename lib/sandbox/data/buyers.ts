import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";

import type { BuyerDetail, BuyersDashboard, BuyerSummary } from "@/lib/contract/buyers";
import { LISTED_PAYMENT_STATUSES } from "@/lib/contract/orders";
import { fromCents } from "@/lib/money";

import { buyers, events, orders } from "../db/schema";
import { rowsOf, type SandboxQueryable } from "../db/types";

/**
 * A buyer's figures with a producer count the paid orders on its events (resale purchases included:
 * they are paid orders on those events too); an order drops out once cancelled.
 */
const paidOnProducer = (producerId: string) =>
  and(eq(events.producerId, producerId), eq(orders.paymentStatus, "paid"));

/** A buyer "of the producer" has a listed order (pending, paid or cancelled) on one of its events. */
function hasOrderWith(producerId: string): SQL {
  const listed = sql.join(
    LISTED_PAYMENT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`exists (select 1 from ${orders} o join ${events} e on e.id = o.event_id
    where o.buyer_id = ${buyers.id} and e.producer_id = ${producerId} and o.payment_status in (${listed}))`;
}

type Person = { id: string; name: string | null; email: string };
const summary = (b: Person, spent: unknown, count: unknown): BuyerSummary => ({
  id: b.id,
  name: b.name,
  email: b.email,
  total_spent: fromCents(Number(spent ?? 0)),
  orders_count: Number(count ?? 0),
});

/** `total / count` in cents, half rounded up (amounts are never negative). */
export const averageCents = (total: number, count: number) =>
  count ? Math.floor((2 * total + count) / (2 * count)) : 0;

type DashboardRow = Person & {
  spent: string;
  n: number;
  best_rank: string | number;
  bday_rank: string | number | null;
  total_buyers: string | number;
  recurring: string | number;
  all_spent: string;
  all_orders: string;
};

/**
 * One statement: per-buyer totals are aggregated once, and window functions rank the best buyers and
 * the month's birthdays (day, then name) and carry the overall totals on every row returned.
 */
export async function buyersDashboard(
  db: SandboxQueryable,
  producerId: string,
  opts: { month: number; limit: number },
): Promise<BuyersDashboard> {
  const inMonth = sql`extract(month from b.birthdate) = ${opts.month}`;
  const result = await db.execute(sql`
    with stats as (
      select o.buyer_id, sum(o.amount_cents)::bigint as spent, count(*)::int as n
      from ${orders} o join ${events} e on e.id = o.event_id
      where e.producer_id = ${producerId} and o.payment_status = 'paid'
      group by o.buyer_id
    ), ranked as (
      select b.id, b.name, b.email, s.spent, s.n,
        row_number() over (order by s.spent desc, s.n desc, b.id) as best_rank,
        case when ${inMonth} then row_number() over (
          partition by ${inMonth}
          order by extract(day from b.birthdate), lower(b.name) nulls last, b.email, b.id) end as bday_rank,
        count(*) over () as total_buyers,
        count(*) filter (where s.n >= 2) over () as recurring,
        sum(s.spent) over () as all_spent,
        sum(s.n) over () as all_orders
      from stats s join ${buyers} b on b.id = s.buyer_id
    )
    select * from ranked where best_rank <= ${opts.limit} or bday_rank is not null`);
  const rows = rowsOf<DashboardRow>(result);
  const first = rows[0];
  const by = (key: "best_rank" | "bday_rank") =>
    rows
      .filter((r) => r[key] !== null && (key === "bday_rank" || Number(r[key]) <= opts.limit))
      .sort((a, b) => Number(a[key]) - Number(b[key]))
      .map((r) => summary(r, r.spent, r.n));
  return {
    total_buyers: Number(first?.total_buyers ?? 0),
    recurring_buyers: Number(first?.recurring ?? 0),
    average_ticket: fromCents(averageCents(Number(first?.all_spent ?? 0), Number(first?.all_orders ?? 0))),
    best_buyers: by("best_rank"),
    birthdays_this_month: by("bday_rank"),
  };
}

const SEARCH_LIMIT = 50;
const likeFragment = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Paid totals of some buyers with the producer. */
async function paidTotals(db: SandboxQueryable, producerId: string, buyerIds: string[]) {
  if (!buyerIds.length) return new Map<string, { spent: number; count: number }>();
  const rows = await db
    .select({
      buyerId: orders.buyerId,
      spent: sql<string>`sum(${orders.amountCents})::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(paidOnProducer(producerId), inArray(orders.buyerId, buyerIds)))
    .groupBy(orders.buyerId);
  return new Map(rows.map((r) => [r.buyerId, { spent: Number(r.spent), count: Number(r.count) }]));
}

/**
 * Buyers of the producer whose name, e-mail or document contains `q` (case-insensitive). A query that
 * looks like a document ("123.456") also matches documents by their digits alone. Matches are found
 * first and totalled after, so the cost follows the matches, not the producer's whole history.
 */
export async function searchBuyers(
  db: SandboxQueryable,
  producerId: string,
  q: string,
): Promise<BuyerSummary[]> {
  const like = likeFragment(q);
  const matches: SQL[] = [
    sql`${buyers.name} ilike ${like}`,
    sql`${buyers.email} ilike ${like}`,
    sql`${buyers.document} ilike ${like}`,
  ];
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 2 && /^[\d.\-/\s]+$/.test(q))
    matches.push(sql`regexp_replace(coalesce(${buyers.document}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
  const found = await db
    .select({ id: buyers.id, name: buyers.name, email: buyers.email })
    .from(buyers)
    .where(and(sql`(${sql.join(matches, sql` or `)})`, hasOrderWith(producerId)))
    .orderBy(sql`lower(${buyers.name}) nulls last`, asc(buyers.email), asc(buyers.id))
    .limit(SEARCH_LIMIT);
  const totals = await paidTotals(
    db,
    producerId,
    found.map((b) => b.id),
  );
  return found.map((b) => summary(b, totals.get(b.id)?.spent, totals.get(b.id)?.count));
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
    .where(and(eq(orders.buyerId, buyer.id), paidOnProducer(producerId)))
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
      amount: fromCents(order.amountCents),
      paid_at: order.paidAt ? order.paidAt.toISOString() : null,
      payment_status: order.paymentStatus,
    })),
  };
}
