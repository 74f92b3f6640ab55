import { describe, expect, it } from "vitest";

import { ageMinutes, countDoor, readSnapshot, ticketCode, toDoorRows } from "./snapshot";

describe("door snapshot", () => {
  const tickets = [
    {
      id: "aaaabbbb-1",
      holder_name: "Ana",
      product_name: "Pista",
      checked_in: true,
      checked_in_at: "2026-01-01T20:00:00Z",
    },
    { id: "ccccdddd-2", holder_name: null, product_name: null, checked_in: false, checked_in_at: null },
  ];

  it("packs entrance tickets into compact rows and counts check-ins", () => {
    expect(toDoorRows(tickets)).toEqual([
      ["aaaabbbb-1", "Ana", "Pista", true, "2026-01-01T20:00:00Z"],
      ["ccccdddd-2", null, null, false, null],
    ]);
    expect(countDoor(tickets)).toEqual({ checkedIn: 1, total: 2 });
  });

  it("accepts only well-formed cached snapshots", () => {
    const ok = { eventId: "e", fetchedAt: "2026-01-01T00:00:00Z", rows: [] };
    expect(readSnapshot(ok)).toEqual(ok);
    expect(readSnapshot(null)).toBeNull();
    expect(readSnapshot({ ...ok, fetchedAt: "yesterday" })).toBeNull();
    expect(readSnapshot({ ...ok, rows: "x" })).toBeNull();
  });

  it("says how old the data is in whole minutes, never negative", () => {
    const t = Date.parse("2026-01-01T00:00:00Z");
    expect(ageMinutes("2026-01-01T00:00:00Z", t + 59_000)).toBe(0);
    expect(ageMinutes("2026-01-01T00:00:00Z", t + 125_000)).toBe(2);
    expect(ageMinutes("2026-01-01T00:00:00Z", t - 5_000)).toBe(0);
  });

  it("shows a short upper-case ticket code", () => {
    expect(ticketCode("a1b2c3d4-0000-0000-0000-000000000000")).toBe("A1B2C3D4");
  });
});
