import { describe, expect, it } from "vitest";

import { ticketSearchList } from "./ticket-search-params";

describe("ticket search URL", () => {
  it("reads the search and the page; junk falls back to an empty search on page 1", () => {
    expect(ticketSearchList.parse({ q: "  Ana  ", page: "3" })).toMatchObject({ q: "Ana", page: 3 });
    expect(ticketSearchList.parse({ q: "x".repeat(201), page: "abc", per_page: "-3", sort: "zzz" })).toEqual({
      q: "",
      page: 1,
      per_page: 50,
      sort: undefined,
      dir: "asc",
    });
  });

  it("keeps the search on page links and drops empty defaults", () => {
    const state = ticketSearchList.parse({ q: "Ana Souza" });
    expect(ticketSearchList.href("/t", state, { page: 2 })).toBe("/t?q=Ana+Souza&page=2");
    expect(ticketSearchList.href("/t", ticketSearchList.parse({}))).toBe("/t");
  });
});
