import { describe, expect, it } from "vitest";

import { pageBounds, pagedSearch } from "./paging";

describe("pagedSearch", () => {
  const current = new URLSearchParams("producer=arena-norte&status=live&page=3");

  it("sets the page and keeps every other parameter", () => {
    expect(pagedSearch(current, { page: 4 })).toBe("?producer=arena-norte&status=live&page=4");
  });

  it("drops page=1, the default", () => {
    expect(pagedSearch(current, { page: 1 })).toBe("?producer=arena-norte&status=live");
    expect(pagedSearch(new URLSearchParams("page=2"), { page: 1 })).toBe("");
  });

  it("a new per_page starts over at page 1 and omits the list's default", () => {
    expect(pagedSearch(current, { perPage: 50 }, 25)).toBe("?producer=arena-norte&status=live&per_page=50");
    expect(pagedSearch(new URLSearchParams("per_page=50&page=2"), { perPage: 25 }, 25)).toBe("");
  });

  it("does not touch the URLSearchParams it was given", () => {
    pagedSearch(current, { page: 9 });
    expect(current.toString()).toBe("producer=arena-norte&status=live&page=3");
  });
});

describe("pageBounds", () => {
  it("numbers the rows of a page from 1", () => {
    expect(pageBounds(1, 25, 25)).toEqual({ from: 1, to: 25 });
    expect(pageBounds(3, 25, 7)).toEqual({ from: 51, to: 57 });
  });

  it("is 0–0 for an empty page", () => {
    expect(pageBounds(2, 25, 0)).toEqual({ from: 0, to: 0 });
  });
});
