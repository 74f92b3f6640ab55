import { describe, expect, it } from "vitest";

import { bestBuyersList, birthdaysList, buyerSearchList, currentMonth, suppressionList } from "./list-params";

const JUNK = { page: "abc", per_page: "-3", sort: "zzz", dir: "up" };

describe("buyers list params", () => {
  it("take junk in every key without throwing, falling back to the defaults", () => {
    expect(bestBuyersList.parse({ ...JUNK, producer: "../x", limit: "500" })).toEqual({
      page: 1,
      per_page: 25,
      sort: undefined,
      dir: "asc",
      producer: undefined,
      limit: undefined,
    });
    expect(birthdaysList.parse({ ...JUNK, month: "13", tag: "   " })).toMatchObject({
      month: undefined,
      tag: undefined,
      sort: undefined,
    });
    expect(birthdaysList.parse({ month: "2.5" }).month).toBeUndefined();
    expect(suppressionList.parse({ sort: "reason" }).sort).toBeUndefined();
  });

  it("read filters as the hand parser did: trimmed, cut, the first of repeated keys", () => {
    const state = buyerSearchList.parse({
      q: `  ${"a".repeat(250)} `,
      tag: ["vip ", "other"],
      producer: "sunset",
    });
    expect(state.q).toHaveLength(200);
    expect(state).toMatchObject({ tag: "vip", producer: "sunset" });
    expect(bestBuyersList.parse({ limit: "25" }).limit).toBe(25);
    expect(birthdaysList.parse(new URLSearchParams("month=7&sort=day&dir=desc"))).toMatchObject({
      month: 7,
      sort: "day",
      dir: "desc",
    });
  });

  it("write links with the producer and filters first, the sort kept, never a page", () => {
    const state = birthdaysList.parse({
      producer: "sunset",
      month: "3",
      tag: "vip",
      sort: "spent",
      dir: "desc",
    });
    expect(birthdaysList.href("/buyers/birthdays", state)).toBe(
      "/buyers/birthdays?producer=sunset&month=3&tag=vip&sort=spent&dir=desc",
    );
    expect(bestBuyersList.href("/buyers", bestBuyersList.parse({ sort: "name" }), { limit: 50 })).toBe(
      "/buyers?limit=50&sort=name&dir=asc",
    );
    expect(birthdaysList.href("/api/buyers/birthdays", { ...state, sort: undefined })).toBe(
      "/api/buyers/birthdays?producer=sunset&month=3&tag=vip",
    );
  });

  it("take the current month in the display zone", () => {
    const newYear = new Date("2027-01-01T02:00:00Z");
    expect(currentMonth("America/Sao_Paulo", newYear)).toBe(12);
    expect(currentMonth("UTC", newYear)).toBe(1);
  });
});
