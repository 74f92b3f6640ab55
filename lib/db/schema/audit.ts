import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// No foreign key to users: the trail must outlive the people in it.
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: uuid("user_id"),
    userEmail: text("user_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    producerId: text("producer_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    /** the client's address, when the change came from a request */
    address: text("address"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_producer_at_idx").on(t.producerId, t.at),
    // An object's Histórico (event, lot, coupon, order, buyer pages) reads its latest entries on every view.
    index("audit_log_target_at_idx").on(t.targetType, t.targetId, t.at),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
