import "server-only";

import {
  operations,
  type ListOrdersQueryInput,
  type Order,
  type OrderSummary,
  type Paged,
} from "@/lib/contract";
import { call, type ReadOptions } from "@/lib/partner/client";
import {
  fetchPage,
  paginateAll,
  readSortedPage,
  type EveryItem,
  type EveryPage,
  type SortedPage,
} from "@/lib/partner/paginate";

export type OrdersQuery = Pick<ListOrdersQueryInput, "page" | "per_page" | "payment_status" | "since">;
export type OrdersFilter = Pick<ListOrdersQueryInput, "payment_status" | "since">;

// GET /events/{event_id}/orders — newest first.
export function listOrders(eventId: string, query: OrdersQuery): Promise<Paged<OrderSummary>> {
  return fetchPage(operations.listOrders, { path: { event_id: eventId }, query });
}

/** The same list read whole and sorted here (the API has no sort parameter); `{tooLarge}` above the ceiling. */
export function listOrdersSorted(
  eventId: string,
  { page, per_page, ...filters }: OrdersQuery & { page: number; per_page: number },
  sort: (orders: OrderSummary[]) => OrderSummary[],
): Promise<SortedPage<OrderSummary>> {
  return readSortedPage(
    operations.listOrders,
    { path: { event_id: eventId }, query: filters },
    { sort, page, perPage: per_page },
  );
}

// GET /events/{event_id}/orders — every page, in list order (newest first); `attemptTimeoutMs` for a
// whole-list walk whose deep pages answer slower than a page view's bound.
export function listAllOrders(
  eventId: string,
  query: OrdersFilter,
  { signal, attemptTimeoutMs, ...pages }: EveryPage & ReadOptions = {},
): EveryItem<OrderSummary> {
  const input = { path: { event_id: eventId }, query, signal, attemptTimeoutMs };
  return paginateAll(operations.listOrders, input, pages);
}

// GET /events/{event_id}/orders/{order_id}
export function getOrder(
  eventId: string,
  orderId: string,
  signal?: AbortSignal,
  attemptTimeoutMs?: number,
): Promise<Order> {
  return call(operations.getOrder, {
    path: { event_id: eventId, order_id: orderId },
    signal,
    attemptTimeoutMs,
  });
}

// POST /events/{event_id}/orders/{order_id}/cancel — sent once, never retried (no idempotency key).
export function cancelOrder(
  eventId: string,
  orderId: string,
  reason: string | undefined,
  signal?: AbortSignal,
): Promise<Order> {
  return call(operations.cancelOrder, {
    path: { event_id: eventId, order_id: orderId },
    body: reason ? { reason } : {},
    signal,
  });
}
