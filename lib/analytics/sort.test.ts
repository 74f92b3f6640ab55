import { describe, expect, it } from "vitest";

import { sortRows } from "@/lib/url-state/sort";

import type { OverviewRow } from "./overview";
import { overviewComparators, overviewDefaultOrder } from "./sort";

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
const names = (rows: OverviewRow[]) => rows.map((r) => r.name);

describe("overview comparators", () => {
  const rows = [row("B", 500), row("A", 1500), row("C", null, "draft"), row("D", 500)];
  const cmp = overviewComparators("pt-BR");

  it("sort figures both ways over the whole list, ties by name", () => {
    expect(names(sortRows(rows, cmp.gross, "asc"))).toEqual(["B", "D", "A", "C"]);
    expect(names(sortRows(rows, cmp.tickets, "asc"))).toEqual(["B", "D", "A", "C"]);
    expect(names(sortRows(rows, cmp.orders, "asc"))).toEqual(["A", "B", "C", "D"]);
  });

  it("sort text in the user's locale", () => {
    expect(names(sortRows([row("b", 1), row("Á", 1), row("a", 1)], cmp.name, "asc"))).toEqual([
      "a",
      "Á",
      "b",
    ]);
    expect(names(sortRows(rows, cmp.status, "asc"))).toEqual(["C", "A", "B", "D"]);
  });
});

describe("overviewDefaultOrder", () => {
  it("puts best sellers first, ties by name, unavailable figures last", () => {
    const rows = [row("B", 500), row("C", null), row("A", 1500), row("Z", null), row("D", 500)];
    expect(names(overviewDefaultOrder(rows, "pt-BR"))).toEqual(["A", "B", "D", "C", "Z"]);
  });
});
