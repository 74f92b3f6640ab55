import { describe, expect, it } from "vitest";

import { DEFAULT_SALES_QUERY, parseSalesQuery, salesQueryString } from "./range";

describe("parseSalesQuery (the Analytics tab's URL, read by the page, the sales route and the picker)", () => {
  it("takes junk without an error: unknown values and the list kit's junk read as the default", () => {
    expect(parseSalesQuery({ range: "zzz", unit: "up", page: "abc", sort: "zzz" })).toEqual(
      DEFAULT_SALES_QUERY,
    );
    expect(parseSalesQuery(new URLSearchParams("range=&unit=-3"))).toEqual(DEFAULT_SALES_QUERY);
  });

  it("reads a page's record (repeated keys take the first) and a URLSearchParams alike", () => {
    expect(parseSalesQuery({ range: ["7d", "90d"], unit: "hour" })).toEqual({ range: "7d", unit: "hour" });
    expect(parseSalesQuery(new URLSearchParams(salesQueryString({ range: "30d", unit: "hour" })))).toEqual({
      range: "30d",
      unit: "hour",
    });
  });
});
