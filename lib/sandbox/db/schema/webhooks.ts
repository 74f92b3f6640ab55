import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

import type { WebhookEventType } from "@/lib/contract/webhooks";

import { pk, tstz } from "../columns";
import { apiKeys } from "./core";

/** Endpoints belong to the key that created them and receive every producer of its scope. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: pk(),
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().$type<WebhookEventType[]>().notNull(),
    secret: text("secret").notNull(),
    active: boolean("active").notNull().default(true),
    disabledReason: text("disabled_reason"),
    createdAt: tstz("created_at").notNull(),
    deletedAt: tstz("deleted_at"),
  },
  (t) => [index("webhook_endpoints_key_idx").on(t.apiKeyId)],
);

/** The outbox: one row per (event, endpoint); `id` is the envelope id and never changes on retries. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    type: text("type").$type<WebhookEventType>().notNull(),
    orderId: uuid("order_id"),
    // The exact bytes sent (and signed); never re-serialized on a retry.
    body: text("body").notNull(),
    status: text("status")
      .$type<"pending" | "delivered" | "failed" | "disabled">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tstz("next_attempt_at"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: tstz("created_at").notNull(),
    deliveredAt: tstz("delivered_at"),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);

export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: pk(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    at: tstz("at").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.at)],
);
