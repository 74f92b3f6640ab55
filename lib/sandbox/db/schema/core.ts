import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

import { pk, tstz } from "../columns";

export const producers = pgTable("producers", {
  id: pk(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const apiKeys = pgTable("api_keys", {
  id: pk(),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  readOnly: boolean("read_only").notNull().default(false),
  createdAt: tstz("created_at").notNull().defaultNow(),
  revokedAt: tstz("revoked_at"),
});

export const apiKeyProducers = pgTable(
  "api_key_producers",
  {
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    producerId: uuid("producer_id")
      .notNull()
      .references(() => producers.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeyId, t.producerId] }),
    index("api_key_producers_producer_idx").on(t.producerId),
  ],
);

/** One row per partner request, so tests can count what reached the upstream (and writes by method). */
export const requestLog = pgTable(
  "request_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: tstz("at").notNull().defaultNow(),
    apiKeyId: uuid("api_key_id"),
    key: text("key"),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    durationMs: integer("duration_ms").notNull().default(0),
  },
  (t) => [index("request_log_at_idx").on(t.at)],
);

/**
 * Key/value settings of the sandbox itself: `clock_offset_ms` (number), `faults` (object), and
 * whatever later knobs need. jsonb so a new knob needs no migration.
 */
export const sandboxSettings = pgTable("sandbox_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: tstz("updated_at")
    .notNull()
    .default(sql`now()`),
});
