import type { Order } from "@/lib/contract";
import { toCents } from "@/lib/money";
import { processSingleton } from "@/lib/process-singleton";

/** What the borderô needs of a cancelled order beyond the list: its amount and its refund. */
export type RefundRead = { orderCents: number; refund: Order["refund"] };

export const refundReadOf = (order: Pick<Order, "amount" | "refund">): RefundRead => ({
  orderCents: toCents(order.amount),
  refund: order.refund,
});

/**
 * Completed refunds, kept in this process by event and order. The spec shows no transition out of
 * `completed` (and a cancelled order's amount is fixed), so once read such an answer is final: the next
 * statement of the event (its other format, a scheduled send, the page after the file) skips that read.
 * Pending, `manual_required` and not-yet-refunded orders are read every time. Bounded: past `max`
 * entries the oldest go first.
 */
export function createRefundCache(max = 50_000) {
  const final = new Map<string, RefundRead>();
  const keyOf = (eventId: string, orderId: string) => `${eventId}/${orderId}`;
  return {
    get: (eventId: string, orderId: string) => final.get(keyOf(eventId, orderId)),
    /** Keeps `read` when its refund is completed; anything else may still change. */
    keep(eventId: string, orderId: string, read: RefundRead) {
      if (read.refund?.status !== "completed") return;
      final.set(keyOf(eventId, orderId), read);
      while (final.size > max) final.delete(final.keys().next().value!);
    },
    get size() {
      return final.size;
    },
  };
}

export type RefundCache = ReturnType<typeof createRefundCache>;

/** The process-wide cache the borderô's loads share. */
export const completedRefunds = processSingleton("settlement.completedRefunds", () => createRefundCache());
