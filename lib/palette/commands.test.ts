import { describe, expect, it } from "vitest";

import { commandsFor, eventOfPath } from "./commands";

describe("palette commands", () => {
  it("offers each role only what its capabilities allow", () => {
    const keys = (role: "admin" | "manager" | "staff" | "marketing", event: string | null = "e1") =>
      commandsFor({ role }, event).map((c) => c.key);
    expect(keys("admin")).toEqual(
      expect.arrayContaining(["newEvent", "rotateLot", "exportOrders", "webhooks"]),
    );
    expect(keys("staff")).toEqual(expect.arrayContaining(["exportOrders", "door", "orders"]));
    expect(keys("staff")).not.toEqual(expect.arrayContaining(["newEvent"]));
    for (const forbidden of [
      "newEvent",
      "rotateLot",
      "newCoupon",
      "settlement",
      "webhooks",
      "analytics",
      "reports",
    ])
      expect(keys("staff")).not.toContain(forbidden);
    expect(keys("marketing")).toContain("newCoupon");
    expect(keys("marketing")).toContain("reports");
    expect(commandsFor({ role: "manager" }, null).find((c) => c.key === "reports")?.href).toBe("/reports");
    expect(keys("marketing")).not.toContain("exportOrders");
    expect(keys("manager")).not.toContain("webhooks");
  });

  it("event-scoped commands appear only inside an event", () => {
    expect(commandsFor({ role: "admin" }, null).map((c) => c.key)).not.toContain("rotateLot");
    expect(commandsFor({ role: "admin" }, "show").find((c) => c.key === "rotateLot")?.href).toBe(
      "/events/show/lots",
    );
    expect(eventOfPath("/events/festival/orders/1")).toBe("festival");
    expect(eventOfPath("/events/new")).toBeNull();
    expect(eventOfPath("/buyers")).toBeNull();
  });
});
