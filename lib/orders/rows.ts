import "server-only";

import { forEachLimited } from "@/lib/concurrency";
import type { Order, OrderSummary, Paged } from "@/lib/contract";
import { formatDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { getOrder, listOrders, type OrdersQuery } from "@/lib/partner/orders";

import { orderCode } from "./code";

type Format = { timeZone: string; locale: string; method: (m: string | null) => string; noName: string };

/** A list row's display strings, computed on the server (the client table gets plain data). */
export function orderRow(o: OrderSummary, href: string, f: Format) {
  const tourney = o.tourney
    ? [o.tourney.prefix, o.tourney.gamertag].filter(Boolean).join(" | ") || null
    : null;
  return {
    id: o.id,
    code: orderCode(o.id),
    href,
    buyer: o.buyer.name ?? f.noName,
    email: o.buyer.email,
    amount: formatMoney(o.amount, f.locale),
    method: f.method(o.payment_method),
    items: o.items.map((i) => `${i.quantity}× ${i.product_name}`).join(", "),
    tickets: o.tickets_count,
    coupon: o.coupon_code,
    paidAt: formatDateTime(o.paid_at, f),
    status: o.payment_status,
    tourney,
  };
}

/**
 * The "needs attention" view: one page of cancelled orders (the list carries no refund), each read for
 * its refund with bounded concurrency, keeping those whose refund ended `manual_required`.
 */
export async function ordersNeedingAttention(
  eventId: string,
  query: Omit<OrdersQuery, "payment_status">,
): Promise<{ page: Paged<OrderSummary>; orders: Order[] }> {
  const page = await listOrders(eventId, { ...query, payment_status: "cancelled" });
  const found: (Order | null)[] = new Array(page.data.length).fill(null);
  await forEachLimited(page.data, 6, async (o, i) => {
    const order = await getOrder(eventId, o.id);
    if (order.refund?.status === "manual_required") found[i] = order;
  });
  return { page, orders: found.filter((o): o is Order => o !== null) };
}
