import "server-only";

import { mapLimit } from "@/lib/concurrency";
import type { Order, OrderSummary } from "@/lib/contract";
import { getOrder, listAllOrders, type OrdersFilter } from "@/lib/partner/orders";
import { listAllTickets } from "@/lib/partner/tickets";

import { isOrderCodeQuery, orderCode } from "./code";

/** At most this many orders come out of one search (a name shared by more buyers reads "refine"). */
export const SEARCH_LIMIT = 100;
/** A short code is looked up over the event's whole list, up to the sort ceiling's size. */
const CODE_SCAN_CEILING = 2_000;

/**
 * The Orders tab's search (`?q=`). A short order code (the 8 characters the door's ticket search shows,
 * `#` optional) is matched against the whole list; anything else goes to the tickets search (holder name,
 * e-mail or document, upstream) and each distinct order is read. Status and `since` still apply.
 */
export async function searchOrders(
  eventId: string,
  q: string,
  filter: OrdersFilter,
): Promise<{ orders: (Order | OrderSummary)[]; truncated: boolean }> {
  if (isOrderCodeQuery(q)) {
    const code = orderCode(q.replace(/^#/, ""));
    const found: OrderSummary[] = [];
    for await (const order of listAllOrders(eventId, filter, { ceiling: CODE_SCAN_CEILING })) {
      if (orderCode(order.id) === code) found.push(order);
    }
    return { orders: found, truncated: false };
  }
  const ids: string[] = [];
  let truncated = false;
  for await (const ticket of listAllTickets(eventId, { q })) {
    if (ids.includes(ticket.order_id)) continue;
    if (ids.length === SEARCH_LIMIT) {
      truncated = true;
      break;
    }
    ids.push(ticket.order_id);
  }
  const orders = await mapLimit(ids, 6, (id) => getOrder(eventId, id));
  const since = filter.since ? Date.parse(filter.since) : null;
  return {
    orders: orders.filter(
      (o) =>
        (!filter.payment_status || o.payment_status === filter.payment_status) &&
        (since === null || Date.parse(o.created_at) >= since),
    ),
    truncated,
  };
}
