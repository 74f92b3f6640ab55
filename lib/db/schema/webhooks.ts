import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Our copy of the webhook endpoints Palco registered for its own receiver: the Partner API shows a
 * secret only once, so the secret is kept here, encrypted at rest (AES-256-GCM, key derived from
 * AUTH_SECRET; lib/webhooks/secret-box.ts). Every row's secret verifies deliveries (rotation overlap).
 */
export const webhookEndpointsLocal = pgTable("webhook_endpoints_local", {
  /** The Partner API's endpoint id. */
  id: uuid("id").primaryKey(),
  url: text("url").notNull(),
  events: jsonb("events").$type<string[]>().notNull(),
  secretEnc: text("secret_enc").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdByEmail: text("created_by_email"),
});

export const INBOX_KINDS = ["delivery", "rejected", "backfill"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ["received", "processing", "applied", "ignored", "failed", "rejected"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/**
 * Every request the receiver answered: verified deliveries (the delivery id is the primary key, so a
 * repeated id is one row with a duplicate count), rejected ones (a random id, with the likely cause) and
 * orders found by the backfill that no webhook reported.
 */
export const webhookInbox = pgTable(
  "webhook_inbox",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: INBOX_KINDS }).notNull(),
    status: text("status", { enum: INBOX_STATUSES }).notNull(),
    type: text("type"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    body: text("body").notNull().default(""),
    /** The endpoint whose secret verified the signature. */
    endpointId: uuid("endpoint_id"),
    cause: text("cause"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    ackMs: integer("ack_ms"),
    duplicates: integer("duplicates").notNull().default(0),
    lastDuplicateAt: timestamp("last_duplicate_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    orderId: text("order_id"),
    eventId: text("event_id"),
    producerId: text("producer_id"),
    amount: text("amount"),
    /** The order's payment status read back from the API when the delivery was applied. */
    orderStatus: text("order_status"),
    /** The order's refund status read back from the API, when it has one. */
    refundStatus: text("refund_status"),
    error: text("error"),
  },
  (t) => [
    check(
      "webhook_inbox_status_check",
      sql`${t.status} in ('received', 'processing', 'applied', 'ignored', 'failed', 'rejected')`,
    ),
    check("webhook_inbox_kind_check", sql`${t.kind} in ('delivery', 'rejected', 'backfill')`),
    index("webhook_inbox_received_at_idx").on(t.receivedAt),
    index("webhook_inbox_status_idx").on(t.status, t.receivedAt),
    index("webhook_inbox_order_idx").on(t.orderId),
  ],
);

export type WebhookEndpointLocalRow = typeof webhookEndpointsLocal.$inferSelect;
export type InboxRow = typeof webhookInbox.$inferSelect;
