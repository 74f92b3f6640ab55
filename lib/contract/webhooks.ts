import { z } from "zod";

import { DateTimeSchema, IdSchema, ProducerRefSchema } from "./common";
import { OrderSummarySchema, RefundSchema } from "./orders";

export const WEBHOOK_EVENT_TYPES = ["order.paid", "order.canceled", "order.refunded"] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

export const WebhookEndpointSchema = z
  .object({
    id: IdSchema,
    url: z.url(),
    events: z.array(WebhookEventTypeSchema),
    active: z.boolean(),
    created_at: DateTimeSchema,
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({ secret: z.string() }).meta({
  id: "WebhookEndpointCreated",
});
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreatedSchema>;

export const WebhookEndpointCreateInput = z
  .object({
    url: z.url({ error: "a valid URL" }).max(2048),
    events: z
      .array(WebhookEventTypeSchema)
      .min(1, "choose at least one event")
      .transform((events) => [...new Set(events)]),
    active: z.boolean().default(true),
  })
  .meta({ id: "WebhookEndpointCreate" });
export type WebhookEndpointCreate = z.input<typeof WebhookEndpointCreateInput>;

const EventRefSchema = z.object({ id: IdSchema, slug: z.string(), name: z.string() });

/** The body of every delivery; `id` is the delivery id and the idempotency key. */
export const WebhookEnvelopeSchema = z
  .object({
    id: IdSchema,
    type: WebhookEventTypeSchema,
    created_at: DateTimeSchema,
    data: z.object({
      order: OrderSummarySchema,
      event: EventRefSchema,
      producer: ProducerRefSchema,
      refund: RefundSchema.nullable().optional(),
    }),
  })
  .meta({ id: "WebhookEnvelope" });
export type WebhookEnvelope = z.infer<typeof WebhookEnvelopeSchema>;
