import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { users } from "./users";

/** One row per sign-in; the session cookie names it, and every signed-in request checks it is still open. */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "Chrome on Linux", from the user agent at sign-in */
    device: text("device").notNull(),
    address: text("address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /**
     * null: the session is usable. "verify": the password was right, a TOTP or recovery code is still due;
     * "enrol": the user's role requires two-factor and they have none yet. Nothing but the second step
     * accepts a pending session.
     */
    factorPending: text("factor_pending", { enum: ["verify", "enrol"] }),
    /** when this session last proved the second factor (or the password, for step-up) */
    factorAt: timestamp("factor_at", { withTimezone: true }),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId, t.endedAt)],
);

export const USER_LINK_KINDS = ["invite", "reset"] as const;
export type UserLinkKind = (typeof USER_LINK_KINDS)[number];

/** One-time links (an invitation, a password reset): only the SHA-256 of the token is stored. */
export const userLinks = pgTable(
  "user_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: USER_LINK_KINDS }).notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("user_links_token_key").on(t.tokenHash), index("user_links_user_idx").on(t.userId)],
);

export type UserSessionRow = typeof userSessions.$inferSelect;
export type UserLinkRow = typeof userLinks.$inferSelect;
