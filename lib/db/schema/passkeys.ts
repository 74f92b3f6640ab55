import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { users } from "./users";

/**
 * A user's WebAuthn credential (a passkey): the public key only, never anything secret. `credentialId`
 * is the authenticator's id (base64url), unique across users; `counter` the last signature counter seen
 * (0 for authenticators that keep none), so a cloned authenticator's replayed count is refused.
 */
export const userPasskeys = pgTable(
  "user_passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull(),
    /** COSE public key, base64url */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** what the browser reported ("internal", "usb", "hybrid"…), handed back as hints at sign-in */
    transports: text("transports").array().notNull().default([]),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("user_passkeys_credential_key").on(t.credentialId),
    index("user_passkeys_user_idx").on(t.userId),
  ],
);

export const PASSKEY_CHALLENGE_PURPOSES = ["register", "second_factor", "sign_in", "step_up"] as const;
export type PasskeyChallengePurpose = (typeof PASSKEY_CHALLENGE_PURPOSES)[number];

/**
 * A WebAuthn challenge the server handed out: spent once (`usedAt`, one conditional UPDATE), valid for a
 * few minutes. `userId` null only for the usernameless sign-in; `sessionId` binds a second step or a
 * registration to the session that asked for it.
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    challenge: text("challenge").notNull(),
    purpose: text("purpose", { enum: PASSKEY_CHALLENGE_PURPOSES }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("passkey_challenges_challenge_key").on(t.challenge),
    index("passkey_challenges_expires_idx").on(t.expiresAt),
  ],
);

export type UserPasskeyRow = typeof userPasskeys.$inferSelect;
