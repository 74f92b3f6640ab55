"use server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { failure, success } from "@/lib/actions/result";
import { canRevealDocument } from "@/lib/buyers/pii";
import { IdOrSlugSchema, IdSchema } from "@/lib/contract";
import { documentOf, isDocumentKey } from "@/lib/orders/documents";
import { getEvent } from "@/lib/partner/events";
import { getOrder } from "@/lib/partner/orders";

/** The document travels to `done` under a symbol key: JSON (the audit row) never holds it, only the reveal. */
const DOCUMENT = Symbol("document");
type Revealed = { orderId: string; field: string; [DOCUMENT]: string | null };

/**
 * GET /events/{event_id}/orders/{order_id} — reveals one document of an order (the buyer's, or one holder's
 * CPF or RG), audited every time: the same rule as the buyer profile's "Revelar" (lib/buyers/pii).
 */
export const revealOrderDocumentAction = defineAction({
  capability: "pii:reveal",
  stepUp: true,
  messages: "orders.errors",
  parse: ({ t }, eventId: string, orderId: string, field: string) =>
    IdOrSlugSchema.safeParse(eventId).success && IdSchema.safeParse(orderId).success && isDocumentKey(field)
      ? valid({ eventId, orderId, field })
      : invalid({}, t("notFound")),
  // Documents need pii:reveal and orders:read; the producer comes from the event as the API reports it.
  target: async ({ eventId, orderId, field }, { user }) => {
    if (!canRevealDocument(user)) return null;
    const event = await getEvent(eventId);
    const order = await getOrder(event.id, orderId);
    const document = documentOf(order, field);
    return document === undefined
      ? null
      : { producerId: event.producer.id, before: { orderId: order.id, field, [DOCUMENT]: document } };
  },
  outOfScope: ({ user, t }) =>
    canRevealDocument(user) ? failure("not_found", t("notFound")) : failure("forbidden", t("forbidden")),
  write: async ({ field }, { before }) =>
    written<Revealed>({ orderId: before.orderId, field, [DOCUMENT]: before[DOCUMENT] }),
  audit: { action: "order.pii.reveal", targetType: "order", targetId: (a: Revealed) => a.orderId },
  revalidate: () => [],
  done: (a: Revealed) => success({ document: a[DOCUMENT] }),
});
