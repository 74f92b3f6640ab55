import { describe, expect, it } from "vitest";

import type { EventSummary, OrderSummary } from "@/lib/contract";
import { eventComparators } from "@/lib/events/sort";
import { orderComparators } from "@/lib/orders/sort";

import { readListPage } from "./list-page";
import { byMoney, byText, sortRows } from "./sort";

const event = (name: string, starts_at: string, producer = "P", status = "live") =>
  ({
    id: name,
    name,
    starts_at,
    status,
    producer: { id: producer, name: producer },
  }) as unknown as EventSummary;
const order = (id: string, amount: string, buyer: string | null, paid_at: string | null = null) =>
  ({
    id,
    amount,
    buyer: { name: buyer },
    tickets_count: Number(id),
    paid_at,
    payment_status: "paid",
  }) as unknown as OrderSummary;
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe("comparators", () => {
  it("compare text in the user's locale (accents and case as the locale orders them)", () => {
    const rows = ["Zé", "árvore", "Banda 10", "banda 9", "Ana"].map((n) => event(n, "2030-01-01T00:00:00Z"));
    expect(ids(sortRows(rows, eventComparators("pt-BR").name, "asc"))).toEqual([
      "Ana",
      "árvore",
      "Banda 10",
      "banda 9",
      "Zé",
    ]);
    const sv = ["ö", "z"].map((n) => ({ id: n }));
    expect(
      ids(
        sortRows(
          sv,
          byText((r) => r.id, "sv"),
          "asc",
        ),
      ),
    ).toEqual(["z", "ö"]);
    expect(
      ids(
        sortRows(
          sv,
          byText((r) => r.id, "de"),
          "asc",
        ),
      ),
    ).toEqual(["ö", "z"]);
  });

  it("compare money as integer cents, not text or float", () => {
    const rows = [
      order("1", "100.00", "a"),
      order("2", "9.99", "b"),
      order("3", "0.10", "c"),
      order("4", "1000000000000.01", "d"),
      order("5", "1000000000000.00", "e"),
    ];
    expect(ids(sortRows(rows, orderComparators("pt-BR").amount, "asc"))).toEqual(["3", "2", "1", "5", "4"]);
    expect(
      ids(
        sortRows(
          rows,
          byMoney((o) => o.amount),
          "desc",
        ),
      ),
    ).toEqual(["4", "5", "1", "2", "3"]);
  });

  it("compare instants across offsets and put missing values last", () => {
    const rows = [
      order("1", "1.00", "a", "2030-01-01T02:00:00-03:00"),
      order("2", "1.00", "b", null),
      order("3", "1.00", "c", "2030-01-01T04:00:00Z"),
    ];
    expect(ids(sortRows(rows, orderComparators("en").paid_at, "asc"))).toEqual(["3", "1", "2"]);
    expect(ids(sortRows(rows, orderComparators("en").buyer, "asc"))).toEqual(["1", "2", "3"]);
    expect(
      ids(sortRows([order("1", "1.00", null), order("2", "1.00", "z")], orderComparators("en").buyer, "asc")),
    ).toEqual(["2", "1"]);
  });

  it("keep the source's order for ties in both directions", () => {
    const rows = ["a", "b", "c"].map((id) => event(id, "2030-01-01T00:00:00Z", "Same"));
    expect(ids(sortRows(rows, eventComparators("en").producer, "asc"))).toEqual(["a", "b", "c"]);
    expect(ids(sortRows(rows, eventComparators("en").producer, "desc"))).toEqual(["a", "b", "c"]);
  });
});

describe("readListPage", () => {
  const rows = ["c", "a", "b"].map((n) => event(n, "2030-01-01T00:00:00Z"));
  const unsorted = async () => ({ data: rows, page: 1, per_page: 25, total: 3 });

  it("pages through the source unsorted", async () => {
    const read = await readListPage(
      { sort: undefined, dir: "asc" as const, page: 1, per_page: 25 },
      eventComparators("en"),
      {
        unsorted,
        sorted: () => Promise.reject(new Error("not asked")),
      },
    );
    expect(ids(read.result.data)).toEqual(["c", "a", "b"]);
  });

  it("hands the sort for the state's key and direction to the whole-list read", async () => {
    const read = await readListPage(
      { sort: "name" as const, dir: "desc" as const, page: 1, per_page: 25 },
      eventComparators("en"),
      {
        unsorted,
        sorted: async (sort) => ({ data: sort(rows), page: 1, per_page: 25, total: 3 }),
      },
    );
    expect(ids(read.result.data)).toEqual(["c", "b", "a"]);
    expect(read.sortRefusedAbove).toBeUndefined();
  });

  it("falls back to the source's order and says so above the ceiling", async () => {
    const read = await readListPage(
      { sort: "name" as const, dir: "asc" as const, page: 1, per_page: 25 },
      eventComparators("en"),
      {
        unsorted,
        sorted: async () => ({ tooLarge: true as const, ceiling: 2000 }),
      },
    );
    expect(ids(read.result.data)).toEqual(["c", "a", "b"]);
    expect(read.sortRefusedAbove).toBe(2000);
  });
});
