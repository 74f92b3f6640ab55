import "server-only";

import { createSalesCache, hasPaidSales, readPaidSales } from "@/lib/analytics/cache";
import { limiter } from "@/lib/concurrency";
import { toCents } from "@/lib/money";
import { getOrder } from "@/lib/partner/orders";
import { processSingleton } from "@/lib/process-singleton";

import type { RefundInfo } from "./aggregate";

/**
 * What the reports read, kept per process beside the analytics cache (which holds the paid orders):
 * each event's cancelled orders (same paging, same incremental `since` refresh) and the refund of each
 * cancelled order the reports showed (the list has none: one GET per order). Callers check the user's
 * producer scope first; these hold API truth, never a per-user view.
 */
const cancelled = () =>
  processSingleton("reports.cancelled", () => createSalesCache({ status: "cancelled" }));
const refunds = () =>
  processSingleton("reports.refunds", () => new Map<string, { info: RefundInfo | null; at: number }>());
/** Events read at once by the reports, whatever the number of users (each read pages 4 at a time). */
const eventSlot = () => processSingleton("reports.event-slot", () => ({ run: limiter(2) }));

const REFUND_FRESH_MS = 10 * 60_000;
const REFUNDS_KEPT = 50_000;

export const readCancelled = (eventId: string) => cancelled().read(eventId);
/** Forces a full re-read of an event's cancelled orders (the webhook inbox, on cancel or refund). */
export const invalidateCancelled = (eventId: string) => cancelled().invalidate(eventId);

/** Whether both of an event's lists are in this process already (later reads are incremental). */
export const isWarm = (eventId: string) => hasPaidSales(eventId) && cancelled().has(eventId);

/** An event's paid and cancelled orders, one event of the reports' slots at a time. */
export function readEventOrders(eventId: string) {
  return eventSlot().run(async () => {
    const [paid, gone] = await Promise.all([readPaidSales(eventId), readCancelled(eventId)]);
    return { paid: paid.sales, cancelled: gone.sales, partial: paid.partial || gone.partial };
  });
}

// GET /events/{event_id}/orders/{order_id} — a cancelled order's refund; completed ones are final.
export async function readRefund(
  eventId: string,
  orderId: string,
  now = Date.now(),
): Promise<RefundInfo | null> {
  const kept = refunds().get(orderId);
  if (kept && (kept.info?.status === "completed" || now - kept.at < REFUND_FRESH_MS)) return kept.info;
  const order = await getOrder(eventId, orderId);
  const info: RefundInfo = order.refund
    ? { status: order.refund.status, amountCents: toCents(order.refund.amount) }
    : { status: "none", amountCents: 0 };
  const map = refunds();
  map.delete(orderId);
  map.set(orderId, { info, at: now });
  while (map.size > REFUNDS_KEPT) map.delete(map.keys().next().value!);
  return info;
}
