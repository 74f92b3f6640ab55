import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The transactional outbox of live messages (lib/live/outbox.ts): a message is written in the same
 * transaction as the change it announces (a delivery marked applied), then published by the relay.
 * The id is the message's (the delivery id), so a repeat inserts nothing and pages drop a re-publish.
 */
export const liveOutbox = pgTable(
  "live_outbox",
  {
    id: text("id").primaryKey(),
    message: jsonb("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    index("live_outbox_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.publishedAt} is null`),
  ],
);

export type LiveOutboxRow = typeof liveOutbox.$inferSelect;
