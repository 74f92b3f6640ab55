import { describe, expect, it } from "vitest";

import { CAPABILITIES, can, capabilitiesOf, ROLES, type Capability, type Role } from "./capabilities";

// DESIGN.md "Roles", written out cell by cell so a change to the map must change this table too.
const MATRIX: Record<Capability, Record<Role, boolean>> = {
  "catalog:read": { admin: true, manager: true, staff: true, marketing: true },
  "events:write": { admin: true, manager: true, staff: false, marketing: false },
  "coupons:write": { admin: true, manager: true, staff: false, marketing: true },
  "orders:read": { admin: true, manager: true, staff: true, marketing: false },
  "orders:cancel": { admin: true, manager: true, staff: false, marketing: false },
  "analytics:read": { admin: true, manager: true, staff: false, marketing: true },
  "buyers:read": { admin: true, manager: true, staff: true, marketing: true },
  "buyers:document": { admin: true, manager: true, staff: false, marketing: true },
  "exports:contacts": { admin: true, manager: true, staff: false, marketing: true },
  "webhooks:manage": { admin: true, manager: false, staff: false, marketing: false },
  "team:manage": { admin: true, manager: false, staff: false, marketing: false },
  "audit:read": { admin: true, manager: false, staff: false, marketing: false },
};

const cells = (Object.keys(MATRIX) as Capability[]).flatMap((cap) => ROLES.map((role) => [cap, role, MATRIX[cap][role]] as const));

describe("capabilities", () => {
  it("covers exactly the capabilities of the matrix", () => {
    expect(Object.keys(CAPABILITIES).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(cells)("%s for %s → %s", (capability, role, expected) => {
    expect(can(role, capability)).toBe(expected);
  });

  it("lists a role's capabilities", () => {
    expect(capabilitiesOf("staff")).toEqual(["catalog:read", "orders:read", "buyers:read"]);
    expect(capabilitiesOf("admin")).toHaveLength(Object.keys(MATRIX).length);
  });
});
