import { describe, expect, it } from "vitest";

import { sortRows } from "@/lib/url-state/sort";

import { filterLots } from "./list-params";
import { lotComparators, type LotSortKey } from "./sort";
import { saleState, type LotLike } from "./status";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const lot = (id: string, amount: string, over: Partial<LotLike>) => ({
  id,
  name: id,
  maximum_quantity: 10,
  available_quantity: 5,
  sell_starts_at: null,
  sell_ends_at: null,
  hidden: false,
  amount,
  ...over,
});

const lots = [
  lot("a", "1000.00", { name: "Camarote", available_quantity: 9, sell_starts_at: "2026-11-01T00:00:00Z" }),
  lot("b", "99.90", { name: "Arquibancada", available_quantity: 1, sell_ends_at: "2026-11-20T00:00:00Z" }),
  lot("c", "99.90", { name: "Pista", available_quantity: 9, sell_starts_at: "2026-12-01T00:00:00Z" }),
  lot("d", "9.99", { name: "Área VIP", available_quantity: 0 }),
];
const ids = (key: LotSortKey, dir: "asc" | "desc" = "asc", locale = "pt-BR") =>
  sortRows(lots, lotComparators(locale, NOW)[key], dir).map((l) => l.id);

describe("lot sort", () => {
  it("sorts by price exactly in cents (9.99 < 99.90 < 1000.00); ties keep the API's order both ways", () => {
    expect(ids("price")).toEqual(["d", "b", "c", "a"]);
    expect(ids("price", "desc")).toEqual(["a", "b", "c", "d"]);
  });

  it("sorts by sold, by name in the locale, by sale state and by start (an open start first)", () => {
    expect(ids("sold", "desc")).toEqual(["d", "b", "a", "c"]);
    expect(ids("name")).toEqual(["d", "b", "a", "c"]); // "Área" before "Arquibancada" (locale, not code points)
    expect(ids("state")).toEqual(["a", "c", "d", "b"]);
    expect(ids("window")).toEqual(["b", "d", "a", "c"]);
  });
});

describe("lots of an event that is not live (issue 24)", () => {
  it("are not on sale whatever their window: the event's status wins", () => {
    const open = lots[0];
    expect(saleState(open, NOW)).toBe("on_sale");
    expect(saleState(open, NOW, "live")).toBe("on_sale");
    expect(saleState(open, NOW, "draft")).toBe("event_draft");
    expect(saleState(lots[3], NOW, "cancelled")).toBe("event_cancelled");
    expect(filterLots(lots, "on_sale", NOW, "draft")).toEqual([]);
    expect(filterLots(lots, "on_sale", NOW, "live").map((l) => l.id)).toEqual(["a"]);
  });
});
