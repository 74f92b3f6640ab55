import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { ROLES } from "../roles";

export { ROLES, type Role } from "../roles";

export const USER_STATUSES = ["invited", "active", "deactivated"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const roleEnum = pgEnum("user_role", ROLES);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: roleEnum("role").notNull(),
    // Bumped on password reset or role change so JWTs issued before it stop working.
    sessionEpoch: integer("session_epoch").notNull().default(0),
    /** invited: no password yet (the invitation sets it); deactivated: kept, but no sign-in and no session */
    status: text("status", { enum: USER_STATUSES }).notNull().default("active"),
    /** the interface language chosen on /account; null: the browser's cookie decides */
    locale: text("locale"),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
    index("users_role_idx").on(t.role),
    check("users_status_known", sql`${t.status} in ('invited', 'active', 'deactivated')`),
  ],
);

/** A user with no rows here sees every producer the Partner API key covers. */
export const userProducers = pgTable(
  "user_producers",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    producerId: text("producer_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.producerId] })],
);

export type UserRow = typeof users.$inferSelect;
