import { randomUUID } from "node:crypto";

import { signatureHeader } from "./signature";

export const RECEIVER = "http://palco.test/api/webhooks/partner";

export function envelope(
  over: {
    id?: string;
    type?: string;
    orderId?: string;
    eventId?: string;
    producerId?: string;
    amount?: string;
  } = {},
) {
  return {
    id: over.id ?? randomUUID(),
    type: over.type ?? "order.paid",
    created_at: "2026-11-23T10:00:00.000Z",
    data: {
      order: {
        id: over.orderId ?? randomUUID(),
        event_id: over.eventId ?? "11111111-1111-4111-8111-111111111111",
        payment_status: "paid",
        amount: over.amount ?? "180.00",
      },
      event: { id: over.eventId ?? "11111111-1111-4111-8111-111111111111", slug: "e", name: "E" },
      producer: { id: over.producerId ?? "22222222-2222-4222-8222-222222222222", slug: "p", name: "P" },
    },
  };
}

/** A delivery as the sender makes it: the exact bytes, signed, with matching headers (override any). */
export function signedRequest(
  secret: string,
  body: string | object,
  headers: Record<string, string | null> = {},
): Request {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const parsed = (() => {
    try {
      return JSON.parse(text) as { id?: string; type?: string };
    } catch {
      return {};
    }
  })();
  const all: Record<string, string | null> = {
    "content-type": "application/json",
    "x-partner-event": parsed.type ?? "order.paid",
    "x-partner-delivery-id": parsed.id ?? randomUUID(),
    "x-partner-signature": signatureHeader(secret, text),
    ...headers,
  };
  const h = new Headers();
  for (const [k, v] of Object.entries(all)) if (v !== null) h.set(k, v);
  return new Request(RECEIVER, { method: "POST", headers: h, body: text });
}
