import "server-only";

import type { LiveMessage } from "@/lib/live/message";
import { tryToCents } from "@/lib/money";

import { dispatchNotification, type DispatchDeps } from "./dispatch";

/** The notifications a live message causes: a sale on `order.paid`, a manual refund when the delivery says so. */
export async function notifyForLive(message: LiveMessage, deps?: DispatchDeps): Promise<void> {
  const orderPath = `/events/${encodeURIComponent(message.eventId)}/orders/${encodeURIComponent(message.orderId)}`;
  const data: Record<string, string> = { orderId: message.orderId, eventId: message.eventId };
  if (message.amount) data.amount = message.amount;
  if (message.paymentMethod) data.paymentMethod = message.paymentMethod;
  if (message.productName) data.productName = message.productName;
  if (message.eventName) data.eventName = message.eventName;
  const base = {
    sourceId: message.id,
    producerId: message.producerId,
    eventId: message.eventId,
    data,
    path: orderPath,
  };
  if (message.kind === "order.paid")
    await dispatchNotification({ ...base, kind: "sale", amountCents: tryToCents(message.amount) ?? 0 }, deps);
  if (message.refundStatus === "manual_required")
    await dispatchNotification({ ...base, kind: "refund_manual" }, deps);
}
