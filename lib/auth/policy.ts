import type { Role } from "@/lib/db/roles";

export { ROLES, type Role } from "@/lib/db/roles";

/**
 * Who may do what (DESIGN.md "Roles"): the one place that names roles for access. Pages, menus,
 * buttons, actions and route handlers all ask `can`; isomorphic, so client components may use it.
 */
export const POLICY = {
  /** events, lots, coupons: read */
  "events:read": ["admin", "manager", "staff", "marketing"],
  /** events: create, edit, status, cover */
  "events:write": ["admin", "manager"],
  "lots:write": ["admin", "manager"],
  "coupons:write": ["admin", "manager", "marketing"],
  /** orders, tickets, door list: read */
  "orders:read": ["admin", "manager", "staff"],
  /** cancel one order, bulk cancel */
  "orders:cancel": ["admin", "manager"],
  "analytics:read": ["admin", "manager", "marketing"],
  /** buyers dashboard, birthdays, search, profile (staff sees the document masked) */
  "buyers:read": ["admin", "manager", "staff", "marketing"],
  /** delete buyer notes other people wrote (everyone with buyers:read edits and deletes their own; only authors edit) */
  "buyers:notes:others": ["admin", "manager"],
  /** a buyer's document unmasked */
  "pii:reveal": ["admin", "manager", "marketing"],
  /** exports that contain contact data (marketing's respect the suppression list) */
  "exports:contact": ["admin", "manager", "marketing"],
  "webhooks:manage": ["admin"],
  "team:manage": ["admin"],
  "audit:read": ["admin"],
  /** the jobs page: every role sees the jobs it could start (each job's own capability decides which) */
  "jobs:read": ["admin", "manager", "staff", "marketing"],
  /** every job, other producers' and Palco's own (maintenance) included; others see their producers' and their own */
  "jobs:all": ["admin"],
  /** Palco's own settings, e.g. the Partner API key named in the "key rejected" banner */
  "settings:manage": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof POLICY;

export const CAPABILITIES = Object.keys(POLICY) as Capability[];

/** Anything that carries a role: a session user, a row from the users table, `{ role }`. */
export type HasRole = { readonly role: Role };

/** No user (signed out) may do nothing. */
export function can(user: HasRole | null | undefined, capability: Capability): boolean {
  if (!user) return false;
  return (POLICY[capability] as readonly Role[]).includes(user.role);
}

export function capabilitiesOf(user: HasRole): Capability[] {
  return CAPABILITIES.filter((c) => can(user, c));
}
