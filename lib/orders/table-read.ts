import "server-only";

import { cache } from "react";

import type { Order, OrderSummary, Paged } from "@/lib/contract";
import { ordersList, sinceInstant, type OrdersListState } from "@/lib/orders/list-params";
import { ordersNeedingAttention } from "@/lib/orders/rows";
import { searchOrders } from "@/lib/orders/search";
import { orderComparators } from "@/lib/orders/sort";
import { listOrders, listOrdersSorted } from "@/lib/partner/orders";
import { readListPage } from "@/lib/url-state/list-page";
import { sortRows } from "@/lib/url-state/sort";

/** What the orders table shows for a URL state: one page of rows and the notes about how it was read. */
export type OrdersTableData = {
  result: Paged<OrderSummary | Order>;
  sortRefusedAbove?: number;
  /** The "needs attention" view: one API page of cancelled orders, this many scanned. */
  attention: { scanned: number } | null;
  /** A search that stopped at SEARCH_LIMIT matches. */
  truncated: boolean;
};

type Where = { eventId: string; state: OrdersListState; locale: string; timeZone: string };

const reads = cache(() => new Map<string, Promise<OrdersTableData>>());

/**
 * GET /events/{id}/orders for the URL state (the event is already checked against the user's scope),
 * sorted over the whole filtered list when asked; the "needs attention" view is one API page, unsorted.
 * Read once per request: the page may start it before its first byte, and the table awaits the same.
 */
export function readOrdersTable(where: Where): Promise<OrdersTableData> {
  const key = `${where.eventId} ${where.locale} ${where.timeZone} ${ordersList.queryKey(where.state)}`;
  const memo = reads();
  let read = memo.get(key);
  if (!read) memo.set(key, (read = readNow(where)));
  return read;
}

async function readNow({ eventId, state, locale, timeZone }: Where): Promise<OrdersTableData> {
  const query = { page: state.page, per_page: state.per_page, since: sinceInstant(state.since, timeZone) };
  if (state.q.length >= 2 && !state.view) {
    // A search reads every match (at most SEARCH_LIMIT orders), then sorts and pages them here.
    const found = await searchOrders(eventId, state.q, { payment_status: state.status, since: query.since });
    const newest = [...found.orders].sort((a, b) => b.created_at.localeCompare(a.created_at));
    const all = state.sort ? sortRows(newest, orderComparators(locale)[state.sort], state.dir) : newest;
    const start = (state.page - 1) * state.per_page;
    return {
      result: {
        data: all.slice(start, start + state.per_page),
        total: all.length,
        page: state.page,
        per_page: state.per_page,
      },
      attention: null,
      truncated: found.truncated,
    };
  }
  if (state.view === "attention") {
    const found = await ordersNeedingAttention(eventId, query);
    return {
      result: { ...found.page, data: found.orders },
      attention: { scanned: found.page.data.length },
      truncated: false,
    };
  }
  const filtered = { ...query, payment_status: state.status };
  const { result, sortRefusedAbove } = await readListPage(state, orderComparators(locale), {
    unsorted: () => listOrders(eventId, filtered),
    sorted: (sort) => listOrdersSorted(eventId, filtered, sort),
  });
  return { result, sortRefusedAbove, attention: null, truncated: false };
}
