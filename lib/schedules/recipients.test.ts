import { describe, expect, it } from "vitest";

import { refusedRecipients } from "./recipients";

const P = "producer-a";
const users = [
  { id: "admin", role: "admin", producerIds: "all", status: "active" },
  { id: "staff", role: "staff", producerIds: [P], status: "active" },
  { id: "elsewhere", role: "manager", producerIds: ["producer-b"], status: "active" },
  { id: "gone", role: "manager", producerIds: [P], status: "deactivated" },
  { id: "marketing", role: "marketing", producerIds: [P], status: "active" },
] as const;

describe("refusedRecipients", () => {
  it("keeps those who may receive the report, returns the rest", () => {
    const chosen = users.map((u) => u.id);
    expect(refusedRecipients(users as never, chosen, "settlement", P)).toEqual([
      "staff",
      "elsewhere",
      "gone",
    ]);
    // orders:read: marketing may not read orders, staff may
    expect(refusedRecipients(users as never, chosen, "orders", P)).toEqual([
      "elsewhere",
      "gone",
      "marketing",
    ]);
  });

  it("refuses an id that is no team member", () => {
    expect(refusedRecipients(users as never, ["admin", "nobody"], "report", P)).toEqual(["nobody"]);
    expect(refusedRecipients(users as never, [], "report", P)).toEqual([]);
  });
});
