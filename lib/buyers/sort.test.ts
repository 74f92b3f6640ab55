import { describe, expect, it } from "vitest";

import { sortRows } from "@/lib/url-state/sort";

import { birthdayComparators, buyerComparators, suppressionComparators } from "./sort";

const buyer = (
  id: string,
  name: string | null,
  total_spent: string,
  orders_count: number,
  day: number | null = null,
) => ({
  id,
  name,
  email: `${id}@example.com`,
  total_spent,
  orders_count,
  day,
});
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe("buyers comparators", () => {
  const rows = [
    buyer("b", "Zé", "99.90", 1, 12),
    buyer("a", "ana", "1000.00", 3, null),
    buyer("c", null, "100.00", 2, 3),
    buyer("d", "Álvaro", "99.90", 10, 30),
  ];
  const cmp = birthdayComparators("pt-BR");

  it("sort names in the locale's order, a buyer without a name last either way up", () => {
    expect(ids(sortRows(rows, cmp.name, "asc"))).toEqual(["d", "a", "b", "c"]);
    expect(ids(sortRows(rows, cmp.name, "desc"))).toEqual(["c", "b", "a", "d"]);
  });

  it("sort the amount spent as money (1000.00 above 100.00 above 99.90), ties in the API's order", () => {
    expect(ids(sortRows(rows, cmp.spent, "asc"))).toEqual(["b", "d", "c", "a"]);
    expect(ids(sortRows(rows, cmp.spent, "desc"))).toEqual(["a", "c", "b", "d"]);
  });

  it("sort orders and the birthday as numbers, an unknown day last", () => {
    expect(ids(sortRows(rows, cmp.orders, "asc"))).toEqual(["b", "c", "a", "d"]);
    expect(ids(sortRows(rows, cmp.day, "asc"))).toEqual(["c", "b", "d", "a"]);
  });

  it("sort e-mails as text; the plain buyer lists have no day key", () => {
    expect(ids(sortRows(rows, buyerComparators("en").email, "desc"))).toEqual(["d", "c", "b", "a"]);
    expect(Object.keys(buyerComparators("en"))).toEqual(["name", "email", "spent", "orders"]);
  });
});

describe("suppression comparators", () => {
  it("sort by e-mail, or by when each address was added as an instant", () => {
    const rows = [
      { id: "x", email: "zoe@example.com", createdAt: "2026-01-02T10:00:00.000Z" },
      { id: "y", email: "abel@example.com", createdAt: "2026-01-02T09:00:00.000-03:00" },
      { id: "z", email: "bia@example.com", createdAt: "2025-12-31T23:00:00.000Z" },
    ];
    const cmp = suppressionComparators("pt-BR");
    expect(ids(sortRows(rows, cmp.email, "asc"))).toEqual(["y", "z", "x"]);
    expect(ids(sortRows(rows, cmp.added, "asc"))).toEqual(["z", "x", "y"]);
  });
});
