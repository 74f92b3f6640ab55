import { describe, expect, it } from "vitest";

import type { LotLike } from "./status";
import { filterLots, lotsHref, parseLotFilter, parseLotSort, sortLots } from "./url";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const lot = (id: string, over: Partial<LotLike>): LotLike => ({
  id,
  name: id,
  maximum_quantity: 10,
  available_quantity: 5,
  sell_starts_at: null,
  sell_ends_at: null,
  hidden: false,
  ...over,
});

describe("lot filter", () => {
  it("parses the URL with a fallback", () => {
    expect(parseLotFilter("hidden")).toBe("hidden");
    expect(parseLotFilter(["on_sale", "x"])).toBe("on_sale");
    expect(parseLotFilter("<script>")).toBe("all");
    expect(parseLotFilter(undefined)).toBe("all");
    const position = { key: "position", dir: "asc" } as const;
    expect(lotsHref("/events/x/lots", "all", position)).toBe("/events/x/lots");
    expect(lotsHref("/events/x/lots", "hidden", position)).toBe("/events/x/lots?show=hidden");
    expect(lotsHref("/e/lots", "on_sale", { key: "price", dir: "desc" })).toBe(
      "/e/lots?show=on_sale&sort=price&dir=desc",
    );
  });

  it("keeps visible, hidden or on-sale lots", () => {
    const lots = [
      lot("open", {}),
      lot("hidden", { hidden: true }),
      lot("soldout", { available_quantity: 0 }),
      lot("later", { sell_starts_at: "2026-12-01T00:00:00Z" }),
    ];
    const ids = (f: Parameters<typeof filterLots>[1]) => filterLots(lots, f, NOW).map((l) => l.id);
    expect(ids("all")).toEqual(["open", "hidden", "soldout", "later"]);
    expect(ids("visible")).toEqual(["open", "soldout", "later"]);
    expect(ids("hidden")).toEqual(["hidden"]);
    expect(ids("on_sale")).toEqual(["open", "hidden"]);
  });
});

describe("lot sort", () => {
  it("parses the URL with a fallback", () => {
    expect(parseLotSort("price", "desc")).toEqual({ key: "price", dir: "desc" });
    expect(parseLotSort("junk", "sideways")).toEqual({ key: "position", dir: "asc" });
  });

  it("sorts by price exactly (no float), by sold, by name; ties keep the API's order", () => {
    const lots = [
      { ...lot("a", { name: "Camarote", available_quantity: 9 }), amount: "1000.00" },
      { ...lot("b", { name: "Arquibancada", available_quantity: 1 }), amount: "99.90" },
      { ...lot("c", { name: "Pista", available_quantity: 9 }), amount: "99.90" },
    ];
    const ids = (key: Parameters<typeof parseLotSort>[0], dir?: string) =>
      sortLots(lots, parseLotSort(key, dir), NOW).map((l) => l.id);
    expect(ids("price")).toEqual(["b", "c", "a"]);
    expect(ids("price", "desc")).toEqual(["a", "b", "c"]);
    expect(ids("sold", "desc")).toEqual(["b", "a", "c"]);
    expect(ids("name")).toEqual(["b", "a", "c"]);
    expect(ids("position")).toEqual(["a", "b", "c"]);
  });
});
