import { describe, expect, it } from "vitest";

import { WORKSPACE_TABS, workspaceLinks } from "./workspace-tabs";

const allReady = WORKSPACE_TABS.map((tab) => ({ ...tab, ready: true }));
const keys = (links: { key: string }[]) => links.map((l) => l.key);

describe("workspaceLinks", () => {
  it("links only the tabs whose page exists", () => {
    const ready = WORKSPACE_TABS.filter((t) => t.ready).map((t) => t.key);
    expect(keys(workspaceLinks({ role: "admin" }, "/events/x"))).toEqual(ready);
    expect(ready).toContain("overview");
  });

  it("hides the tabs a role cannot use, following the policy map", () => {
    expect(keys(workspaceLinks({ role: "admin" }, "/e", allReady))).toEqual([
      "overview",
      "lots",
      "coupons",
      "orders",
      "door",
      "analytics",
      "roster",
    ]);
    expect(keys(workspaceLinks({ role: "staff" }, "/e", allReady))).toEqual([
      "overview",
      "lots",
      "coupons",
      "orders",
      "door",
      "roster",
    ]);
    expect(keys(workspaceLinks({ role: "marketing" }, "/e", allReady))).toEqual([
      "overview",
      "lots",
      "coupons",
      "analytics",
    ]);
  });

  it("builds hrefs under the event's path, the overview at its root", () => {
    expect(workspaceLinks({ role: "manager" }, "/events/festival", allReady).slice(0, 2)).toEqual([
      { key: "overview", href: "/events/festival" },
      { key: "lots", href: "/events/festival/lots" },
    ]);
  });
});
