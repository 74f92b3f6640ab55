import { describe, expect, it } from "vitest";

import { CAPABILITIES, can, capabilitiesOf, POLICY, ROLES, type Capability, type Role } from "./policy";

// DESIGN.md "Roles", copied verbatim: a change to the policy map must change this table too.
const DESIGN_TABLE = `
| capability | admin | manager | staff | marketing |
|---|---|---|---|---|
| events, lots, coupons: read | ✓ | ✓ | ✓ | ✓ |
| events, lots: write; cover | ✓ | ✓ | – | – |
| coupons: write | ✓ | ✓ | – | ✓ |
| orders, tickets, door list: read | ✓ | ✓ | ✓ | – |
| cancel order, bulk cancel | ✓ | ✓ | – | – |
| analytics | ✓ | ✓ | – | ✓ |
| buyers dashboard, birthdays, search, profile | ✓ | ✓ | ✓ (masked document) | ✓ |
| exports with contact data | ✓ | ✓ | – | ✓ (respecting suppression) |
| webhook endpoints, team, audit log | ✓ | – | – | – |
| buyer notes: write own; edit or delete others' | ✓ | ✓ | own only | own only |
`;

// Which capabilities each row of the table stands for. A "(masked …)" cell grants the row but not `pii:reveal`.
const ROW_CAPABILITIES: Record<string, Capability[]> = {
  "events, lots, coupons: read": ["events:read"],
  "events, lots: write; cover": ["events:write", "lots:write"],
  "coupons: write": ["coupons:write"],
  "orders, tickets, door list: read": ["orders:read"],
  "cancel order, bulk cancel": ["orders:cancel"],
  analytics: ["analytics:read"],
  "buyers dashboard, birthdays, search, profile": ["buyers:read", "pii:reveal"],
  "exports with contact data": ["exports:contact"],
  "webhook endpoints, team, audit log": ["webhooks:manage", "team:manage", "audit:read"],
  "buyer notes: write own; edit or delete others'": ["buyers:notes:others"],
};

// Not rows of DESIGN.md's table, stated here: every role sees the jobs page, the admin sees every job;
// Palco's settings are the admin's.
const OUTSIDE_TABLE: Partial<Record<Capability, readonly Role[]>> = {
  "jobs:read": ROLES,
  "jobs:all": ["admin"],
  "settings:manage": ["admin"],
};

function matrixFromTable(table: string): Record<Capability, Record<Role, boolean>> {
  const rows = table
    .trim()
    .split("\n")
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  const header = rows[0].slice(1) as Role[];
  const out = {} as Record<Capability, Record<Role, boolean>>;
  for (const [label, ...cells] of rows.slice(2)) {
    const capabilities = ROW_CAPABILITIES[label];
    if (!capabilities) throw new Error(`unmapped row: ${label}`);
    capabilities.forEach((capability, i) => {
      out[capability] = Object.fromEntries(
        header.map((role, j) => {
          const cell = cells[j];
          const masked = cell.includes("(masked");
          return [role, cell.startsWith("✓") && !(masked && i > 0)];
        }),
      ) as Record<Role, boolean>;
    });
  }
  for (const [capability, roles] of Object.entries(OUTSIDE_TABLE))
    out[capability as Capability] = Object.fromEntries(ROLES.map((r) => [r, roles.includes(r)])) as Record<
      Role,
      boolean
    >;
  return out;
}

const MATRIX = matrixFromTable(DESIGN_TABLE);
const cells = CAPABILITIES.flatMap((cap) => ROLES.map((role) => [cap, role, MATRIX[cap]?.[role]] as const));

describe("policy", () => {
  it("covers exactly the capabilities of DESIGN.md's table (plus the ones stated outside it)", () => {
    expect(Object.keys(POLICY).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(cells)("%s for %s → %s", (capability, role, expected) => {
    expect(can({ role }, capability)).toBe(expected);
  });

  it("refuses everything without a user", () => {
    for (const capability of CAPABILITIES) expect(can(null, capability)).toBe(false);
  });

  it("lists a role's capabilities", () => {
    expect(capabilitiesOf({ role: "staff" })).toEqual([
      "events:read",
      "orders:read",
      "buyers:read",
      "jobs:read",
    ]);
    expect(capabilitiesOf({ role: "admin" })).toEqual(CAPABILITIES);
  });
});
