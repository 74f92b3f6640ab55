import { describe, expect, it } from "vitest";

import { filterLots, lotsList } from "./list-params";
import type { LotLike } from "./status";

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

describe("lots list URL", () => {
  it("parses the filter and sort with fallbacks", () => {
    expect(lotsList.parse({ show: "hidden" }).show).toBe("hidden");
    expect(lotsList.parse({ show: ["on_sale", "x"] }).show).toBe("on_sale");
    expect(lotsList.parse({ show: "<script>" }).show).toBe("all");
    expect(lotsList.parse({}).show).toBe("all");
    expect(lotsList.parse({ sort: "price", dir: "desc" })).toMatchObject({ sort: "price", dir: "desc" });
    // "position" was the old explicit name of the API's order: it is the default now, as is any junk.
    for (const sort of ["position", "junk"]) {
      expect(lotsList.parse({ sort, dir: "sideways" })).toMatchObject({ sort: undefined, dir: "asc" });
    }
  });

  it("writes links without defaults, keeping the sort across filters", () => {
    const base = "/events/x/lots";
    expect(lotsList.href(base, lotsList.parse({}))).toBe(base);
    expect(lotsList.href(base, lotsList.parse({}), { show: "hidden" })).toBe(`${base}?show=hidden`);
    const sorted = lotsList.parse({ sort: "price", dir: "desc", page: "3" });
    expect(lotsList.href(base, sorted, { show: "on_sale" })).toBe(`${base}?show=on_sale&sort=price&dir=desc`);
    expect(lotsList.href(base, lotsList.parse({ show: "hidden", sort: "name" }), { show: "all" })).toBe(
      `${base}?sort=name&dir=asc`,
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
