import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { users } from "./users";

/**
 * A user's TOTP factor (RFC 6238). The secret is sealed (AES-256-GCM, key from AUTH_SECRET, like webhook
 * secrets); `confirmedAt` null: enrolment started, not yet confirmed with a code. `lastStep`: the 30 s step
 * of the last code accepted, so no code is accepted twice.
 */
export const userTotp = pgTable("user_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretSealed: text("secret_sealed").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: only the SHA-256 of each is stored; `usedAt` set when spent. */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("user_recovery_codes_user_idx").on(t.userId, t.codeHash)],
);

/** Palco-wide settings chosen by admins (e.g. `two_factor_roles`); a missing key takes its default. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type UserTotpRow = typeof userTotp.$inferSelect;
