import { LIMITS } from "@/lib/contract/constants";

/**
 * The Orders tab's URL state and links, without zod so client components can build them; parsing
 * `searchParams` lives in ./url-parse (server side).
 */
export const ORDER_STATUS_FILTERS = ["pending", "paid", "cancelled"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export const ORDERS_PER_PAGE = [25, 50, 100] as const;

export type OrdersUrlState = {
  page: number;
  per_page: number;
  status?: OrderStatusFilter;
  /** A day (YYYY-MM-DD) in DISPLAY_TZ: orders created at or after its start. */
  since?: string;
  /** "attention": cancelled orders whose refund needs manual handling. */
  view?: "attention";
};

export function ordersSearch(state: OrdersUrlState, patch: Partial<OrdersUrlState> = {}): string {
  const filterChanged = "status" in patch || "since" in patch || "view" in patch || "per_page" in patch;
  const next = { ...state, ...(filterChanged && !("page" in patch) ? { page: 1 } : {}), ...patch };
  const q = new URLSearchParams();
  if (next.view) q.set("view", next.view);
  if (next.status && !next.view) q.set("status", next.status);
  if (next.since) q.set("since", next.since);
  if (next.page > 1) q.set("page", String(next.page));
  if (next.per_page !== LIMITS.perPageDefault) q.set("per_page", String(next.per_page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

export function ordersHref(base: string, state: OrdersUrlState, patch: Partial<OrdersUrlState> = {}): string {
  return `${base}${ordersSearch(state, patch)}`;
}

export function ordersQueryKey(state: OrdersUrlState): string {
  return [state.view ?? "*", state.status ?? "*", state.since ?? "*", state.page, state.per_page].join("|");
}
