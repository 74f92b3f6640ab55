"use server";

import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { CancelOrderInput, IdOrSlugSchema, IdSchema, LIMITS, type Order } from "@/lib/contract";
import { PartnerApiError } from "@/lib/partner/errors";
import { getEvent } from "@/lib/partner/events";
import { cancelOrder, getOrder } from "@/lib/partner/orders";

/** `reason` rides in the audit entry: the API keeps no reason, and the order page shows it from there. */
type Cancelled = { order: Order; readBack: boolean; reason?: string };

/** A write that timed out or lost its connection may still have been applied: read the order instead of guessing. */
async function cancelOrReadBack(
  eventId: string,
  before: Order,
  reason: string | undefined,
): Promise<Cancelled> {
  try {
    return { order: await cancelOrder(eventId, before.id, reason), readBack: false };
  } catch (error) {
    if (!(error instanceof PartnerApiError) || (error.kind !== "timeout" && error.kind !== "network"))
      throw error;
    const order = await getOrder(eventId, before.id).catch(() => {
      throw error;
    });
    return { order, readBack: true };
  }
}

// POST /events/{event_id}/orders/{order_id}/cancel — from the order page's confirmation dialog.
export const cancelOrderAction = defineAction({
  capability: "orders:cancel",
  stepUp: true,
  messages: "orders.errors",
  fields: ["reason"],
  parse: ({ t }, eventId: string, orderId: string, reason: string) => {
    const text = typeof reason === "string" ? reason.trim() : "";
    if (!IdOrSlugSchema.safeParse(eventId).success || !IdSchema.safeParse(orderId).success)
      return invalid({}, t("notFound"));
    const parsed = CancelOrderInput.safeParse({ reason: text || undefined });
    if (!parsed.success) return invalid({ reason: [t("tooLong", { max: LIMITS.cancelReasonMax })] });
    return valid({ eventId, orderId, reason: parsed.data.reason });
  },
  // The producer comes from the event as the API reports it, the order from the event's own list.
  target: async ({ eventId, orderId }) => {
    const event = await getEvent(eventId);
    const order = await getOrder(event.id, orderId);
    return { producerId: event.producer.id, before: order };
  },
  write: async ({ reason }, { before }, { t }) => {
    if (before.payment_status !== "paid") return invalid({}, t("notPaid"));
    const result = await cancelOrReadBack(before.event_id, before, reason);
    return result.order.payment_status === "cancelled" ? written({ ...result, reason }) : unchanged(result);
  },
  audit: { action: "order.cancel", targetType: "order", targetId: (after: Cancelled) => after.order.id },
  revalidate: () => [["/events/[eventId]", "layout"]],
  done: ({ order, readBack }: Cancelled) =>
    success({ status: order.payment_status, refund: order.refund?.status ?? null, readBack }),
});
