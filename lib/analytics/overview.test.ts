import { describe, expect, it } from "vitest";

import { sortRows, type OverviewRow } from "./overview";

const row = (
  name: string,
  grossCents: number | null,
  status: OverviewRow["status"] = "live",
): OverviewRow => ({
  id: name,
  name,
  status,
  producerName: "P",
  grossCents,
  tickets: grossCents === null ? null : grossCents / 100,
  orders: 1,
});

describe("sortRows", () => {
  const rows = [row("B", 500), row("A", 1500), row("C", null, "draft"), row("D", 500)];
  it("sorts numbers both ways, unavailable figures last, ties by name", () => {
    expect(sortRows(rows, "gross", "desc").map((r) => r.name)).toEqual(["A", "B", "D", "C"]);
    expect(sortRows(rows, "gross", "asc").map((r) => r.name)).toEqual(["B", "D", "A", "C"]);
  });
  it("sorts text", () => {
    expect(sortRows(rows, "name", "asc").map((r) => r.name)).toEqual(["A", "B", "C", "D"]);
    expect(sortRows(rows, "status", "asc").map((r) => r.name)).toEqual(["C", "A", "B", "D"]);
  });
});
