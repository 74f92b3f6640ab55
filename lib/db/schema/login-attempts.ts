import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per failed sign-in; shared by every instance so throttling holds behind a load balancer. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    email: text("email").notNull(),
    address: text("address").notNull(),
  },
  (t) => [
    index("login_attempts_email_at_idx").on(t.email, t.at),
    index("login_attempts_email_address_at_idx").on(t.email, t.address, t.at),
    index("login_attempts_address_at_idx").on(t.address, t.at),
    index("login_attempts_at_idx").on(t.at),
  ],
);
