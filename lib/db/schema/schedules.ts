import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { users } from "./users";

/** What a schedule sends: the sales e-mail (the daily/weekly presets), a borderô, a /reports report, an orders export. */
export const SCHEDULE_KINDS = ["sales", "settlement", "report", "orders"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
/** `email`: the sales summary in the body with its chart; the others are the attached file's format. */
export const SCHEDULE_FORMATS = ["email", "pdf", "xlsx", "csv"] as const;
export type ScheduleFormat = (typeof SCHEDULE_FORMATS)[number];
export const SCHEDULE_FREQUENCIES = ["daily", "weekly", "event_end"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const SEND_STATUSES = [
  "pending",
  "sent",
  "skipped_unsubscribed",
  "skipped_not_allowed",
  "failed",
] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** Producer `*`: a preset that sends each recipient a report per producer of their own scope. */
export const ALL_PRODUCERS = "*";

/**
 * A report sent on a schedule (lib/schedules). `next_run_at` is the slot the job sends next (null: a
 * once-at-event-end schedule already sent); hour and weekday are read in DISPLAY_TZ.
 */
export const reportSchedules = pgTable(
  "report_schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    producerId: text("producer_id").notNull(),
    kind: text("kind", { enum: SCHEDULE_KINDS }).notNull(),
    /** The report's filters: `eventId` (borderô, orders), the /reports or orders export query. */
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    format: text("format", { enum: SCHEDULE_FORMATS }).notNull(),
    frequency: text("frequency", { enum: SCHEDULE_FREQUENCIES }).notNull(),
    /** 0 = Sunday … 6 = Saturday (weekly only). */
    weekday: integer("weekday"),
    hour: integer("hour").notNull().default(7),
    title: text("title").notNull(),
    paused: boolean("paused").notNull().default(false),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("report_schedules_producer_idx").on(t.producerId, t.createdAt),
    index("report_schedules_due_idx")
      .on(t.nextRunAt)
      .where(sql`NOT ${t.paused}`),
    check("report_schedules_hour", sql`${t.hour} BETWEEN 0 AND 23`),
    check("report_schedules_weekday", sql`${t.weekday} IS NULL OR ${t.weekday} BETWEEN 0 AND 6`),
  ],
);

/** The chosen team members; `unsubscribed_at` is set by the schedule's unsubscribe link (or the global one). */
export const reportScheduleRecipients = pgTable(
  "report_schedule_recipients",
  {
    scheduleId: uuid("schedule_id")
      .notNull()
      .references(() => reportSchedules.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.userId] }),
    index("report_recipients_user_idx").on(t.userId),
  ],
);

/**
 * One row per recipient per slot: written `pending` before the e-mail leaves and finished after, so a
 * resumed run never sends a slot twice to the same person and every outcome is kept (the send log).
 */
export const reportSends = pgTable(
  "report_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scheduleId: uuid("schedule_id")
      .notNull()
      .references(() => reportSchedules.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** The preset's producer this e-mail covered (`-` for single-producer schedules). */
    producerId: text("producer_id").notNull().default("-"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    status: text("status", { enum: SEND_STATUSES }).notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("report_sends_slot_key").on(t.scheduleId, t.dueAt, t.producerId, t.email),
    index("report_sends_schedule_idx").on(t.scheduleId, t.createdAt),
  ],
);

export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
export type ReportSendRow = typeof reportSends.$inferSelect;
