import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { users } from "./users";

export const NOTIFICATION_KINDS = ["sale", "refund_manual", "delivery_failure"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const REPORT_FREQUENCIES = ["none", "daily", "weekly"] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/**
 * One row per user who changed the defaults (lib/notifications/settings.ts DEFAULT_SETTINGS). The sales
 * report's frequency is no longer here: it is membership of the daily/weekly preset schedules (./schedules).
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  saleInApp: boolean("sale_in_app").notNull().default(true),
  saleEmail: boolean("sale_email").notNull().default(false),
  /** Only sales of at least this amount notify (integer cents). */
  saleMinCents: integer("sale_min_cents").notNull().default(0),
  refundInApp: boolean("refund_in_app").notNull().default(true),
  refundEmail: boolean("refund_email").notNull().default(false),
  deliveryInApp: boolean("delivery_in_app").notNull().default(true),
  deliveryEmail: boolean("delivery_email").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's in-app notifications. (user, kind, source) is unique: the same delivery seen twice, or by
 * two instances, notifies once, and only the insert that won sends the e-mail.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    sourceId: text("source_id").notNull(),
    producerId: text("producer_id"),
    eventId: text("event_id"),
    /** False when the user wants this kind by e-mail only: the row is then the e-mail's record, not in the bell. */
    inApp: boolean("in_app").notNull().default(true),
    data: jsonb("data").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    /** The user asked for an e-mail, not yet sent: sent after the commit, or by the relay after a crash. */
    emailDue: boolean("email_due").notNull().default(false),
    emailAttempts: integer("email_attempts").notNull().default(0),
    /** A sender took it at this time; another may take it over after a lease (lib/notifications/dispatch.ts). */
    emailClaimedAt: timestamp("email_claimed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_source_key").on(t.userId, t.kind, t.sourceId),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_email_due_idx")
      .on(t.createdAt)
      .where(sql`${t.emailDue}`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
