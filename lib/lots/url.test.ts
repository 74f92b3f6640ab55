import { describe, expect, it } from "vitest";

import type { LotLike } from "./status";
import { filterLots, lotFilterHref, parseLotFilter } from "./url";

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
    expect(lotFilterHref("/events/x/lots", "all")).toBe("/events/x/lots");
    expect(lotFilterHref("/events/x/lots", "hidden")).toBe("/events/x/lots?show=hidden");
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
