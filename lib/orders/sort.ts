import type { OrderSummary } from "@/lib/contract";
import { byInstant, byMoney, byNumber, byText, type Comparators } from "@/lib/url-state/sort";

/** The Orders tab's sortable columns (also its DataTable column ids); newest first (the API's) by default. */
export const ORDER_SORT_KEYS = ["buyer", "amount", "tickets", "paid_at", "status"] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

export function orderComparators(locale: string): Comparators<OrderSummary, OrderSortKey> {
  return {
    buyer: byText((o) => o.buyer.name, locale),
    amount: byMoney((o) => o.amount),
    tickets: byNumber((o) => o.tickets_count),
    paid_at: byInstant((o) => o.paid_at),
    status: byText((o) => o.payment_status, locale),
  };
}
