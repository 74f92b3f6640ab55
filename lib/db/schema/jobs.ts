import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const ITEM_STATUSES = ["done", "failed"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * One row per run of a job definition. The id is also the pg-boss job id, so a retried or resumed
 * pg-boss job finds its row, and a cron firing creates exactly one row however often it is retried.
 * No foreign key to users: the history must outlive the people in it.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    input: jsonb("input").notNull(),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("queued"),
    producerId: text("producer_id"),
    createdById: uuid("created_by_id"),
    createdByEmail: text("created_by_email"),
    total: integer("total"),
    done: integer("done").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`),
    index("jobs_created_at_idx").on(t.createdAt),
    index("jobs_producer_created_at_idx").on(t.producerId, t.createdAt),
    index("jobs_finished_at_idx").on(t.finishedAt),
  ],
);

/** The outcome of one item of a job, written in the same transaction that counts it as done or failed. */
export const jobItems = pgTable(
  "job_items",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    seq: integer("seq").notNull(),
    status: text("status", { enum: ITEM_STATUSES }).notNull(),
    detail: text("detail"),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.itemKey] }),
    check("job_items_status_check", sql`${t.status} in ('done', 'failed')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type JobItemRow = typeof jobItems.$inferSelect;
