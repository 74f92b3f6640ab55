import type { Role } from "./roles";

export { ROLES, type Role } from "./roles";

/** What each role may do (DESIGN.md "Roles"); enforced in the data-access layer and every action. */
export const CAPABILITIES = {
  /** events, lots, coupons: read */
  "catalog:read": ["admin", "manager", "staff", "marketing"],
  /** events and lots: create, edit, cover */
  "events:write": ["admin", "manager"],
  "coupons:write": ["admin", "manager", "marketing"],
  /** orders, tickets, door list: read */
  "orders:read": ["admin", "manager", "staff"],
  /** cancel one order, bulk cancel */
  "orders:cancel": ["admin", "manager"],
  "analytics:read": ["admin", "manager", "marketing"],
  /** buyers dashboard, birthdays, search, profile (staff sees the document masked) */
  "buyers:read": ["admin", "manager", "staff", "marketing"],
  /** the buyer's document unmasked */
  "buyers:document": ["admin", "manager", "marketing"],
  /** exports that contain contact data (marketing's respect the suppression list) */
  "exports:contacts": ["admin", "manager", "marketing"],
  "webhooks:manage": ["admin"],
  "team:manage": ["admin"],
  "audit:read": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

export function capabilitiesOf(role: Role): Capability[] {
  return (Object.keys(CAPABILITIES) as Capability[]).filter((c) => can(role, c));
}
