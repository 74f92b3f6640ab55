import { describe, expect, it } from "vitest";
import { z } from "zod";

import { eventsList } from "@/lib/events/list-params";

import { defineListParams } from "./define-list-params";
import { listHref, nextSort } from "./list-params";

const list = defineListParams({
  perPage: [10, 25, 50],
  sort: ["name", "starts_at"],
  filters: {
    status: z.enum(["draft", "live"]).optional(),
    show: z.enum(["all", "visible"]).default("all"),
  },
});
const DEFAULTS = { page: 1, per_page: 25, sort: undefined, dir: "asc", status: undefined, show: "all" };

describe("defineListParams: parse", () => {
  it("parses a good URL", () => {
    expect(
      list.parse({ page: "3", per_page: "50", sort: "name", dir: "desc", status: "live", show: "visible" }),
    ).toEqual({ page: 3, per_page: 50, sort: "name", dir: "desc", status: "live", show: "visible" });
  });

  it("defaults an empty URL", () => expect(list.parse({})).toEqual(DEFAULTS));

  it.each([
    ["page", ["abc", "-1", "0", "1.5", "1e9", ""]],
    ["per_page", ["-3", "7", "1000", "abc"]],
    ["sort", ["zzz", "NAME", "constructor", "__proto__"]],
    ["dir", ["up", "DESC", ""]],
    ["status", ["foo", "LIVE"]],
    ["show", ["everything", "1"]],
  ])("junk in %s falls back to its default", (key, values) => {
    for (const value of values) {
      expect(list.parse({ [key]: value }), `${key}=${value}`).toEqual(DEFAULTS);
      expect(list.parse({ [key]: [value, "x"] }), `${key}=[${value}]`).toEqual(DEFAULTS);
    }
  });

  it("takes junk in every key at once without throwing", () => {
    expect(list.parse({ page: "abc", sort: "zzz", dir: "up", per_page: "-3", status: ["x"] })).toEqual(
      DEFAULTS,
    );
    expect(list.parse(new URLSearchParams("page=abc&sort=zzz&dir=up&per_page=-3"))).toEqual(DEFAULTS);
  });

  it("takes the first of repeated keys and reads URLSearchParams", () => {
    expect(list.parse({ page: ["2", "3"] }).page).toBe(2);
    expect(list.parse(new URLSearchParams("status=draft&page=2"))).toMatchObject({
      status: "draft",
      page: 2,
    });
  });

  it("has no sort when the list declares none", () => {
    const plain = defineListParams({});
    expect(plain.parse({ sort: "name", dir: "desc" })).toEqual({
      page: 1,
      per_page: 25,
      sort: undefined,
      dir: "desc",
    });
    expect(plain.spec.sortKeys).toEqual([]);
  });

  it("keeps a whole list (perPage: []) on page 1 and writes no paging into its links", () => {
    const whole = defineListParams({ perPage: [], sort: ["name"] });
    const state = whole.parse({ page: "4", per_page: "50", sort: "name", dir: "desc" });
    expect(state).toEqual({ page: 1, per_page: 25, sort: "name", dir: "desc" });
    expect(whole.href("/x", state)).toBe("/x?sort=name&dir=desc");
    expect(whole.spec.perPageOptions).toEqual([]);
  });
});

describe("defineListParams: links", () => {
  const state = list.parse({ page: "4", status: "live", sort: "name", dir: "desc" });

  it("omits defaults", () => {
    expect(list.href("/x", list.parse({}))).toBe("/x");
    expect(list.href("/x", list.parse({ per_page: "25", show: "all", dir: "asc" }))).toBe("/x");
    expect(list.href("/x", state)).toBe("/x?status=live&sort=name&dir=desc&page=4");
  });

  it("resets the page on any change but the page itself", () => {
    expect(list.href("/x", state, { status: "draft" })).toBe("/x?status=draft&sort=name&dir=desc");
    expect(list.href("/x", state, { status: undefined })).toBe("/x?sort=name&dir=desc");
    expect(list.href("/x", state, { sort: "starts_at", dir: "asc" })).toBe(
      "/x?status=live&sort=starts_at&dir=asc",
    );
    expect(list.href("/x", state, { per_page: 50 })).toBe("/x?status=live&sort=name&dir=desc&per_page=50");
    expect(list.href("/x", state, { page: 5 })).toBe("/x?status=live&sort=name&dir=desc&page=5");
    expect(list.href("/x", state, { status: "draft", page: 2 })).toBe(
      "/x?status=draft&sort=name&dir=desc&page=2",
    );
  });

  it("builds the same links from the plain spec (what client components get)", () => {
    const spec = JSON.parse(JSON.stringify(list.spec));
    expect(listHref("/x", spec, state, { page: 2 })).toBe(list.href("/x", state, { page: 2 }));
  });

  it("gives a distinct suspense key per query, equal for equal queries", () => {
    expect(list.queryKey(state)).not.toBe(list.queryKey({ ...state, page: 5 }));
    expect(list.queryKey(state)).not.toBe(list.queryKey({ ...state, dir: "asc" }));
    expect(list.queryKey(list.parse({ page: "abc" }))).toBe(list.queryKey(list.parse({})));
  });

  it("cycles a header's sort: ascending, descending, then the source's order", () => {
    expect(nextSort({ sort: undefined, dir: "asc" }, "name")).toEqual({ sort: "name", dir: "asc" });
    expect(nextSort({ sort: "name", dir: "asc" }, "name")).toEqual({ sort: "name", dir: "desc" });
    expect(nextSort({ sort: "name", dir: "desc" }, "name")).toEqual({ sort: undefined, dir: "asc" });
    expect(nextSort({ sort: "starts_at", dir: "desc" }, "name")).toEqual({ sort: "name", dir: "asc" });
  });
});

describe("the events list", () => {
  it("keeps the producer choice on links and drops an invalid one", () => {
    const state = eventsList.parse({ producer: "casa-azul", status: "live", page: "2" });
    expect(eventsList.href("/events", state, { sort: "name", dir: "asc" })).toBe(
      "/events?producer=casa-azul&status=live&sort=name&dir=asc",
    );
    expect(eventsList.parse({ producer: "../../etc" }).producer).toBeUndefined();
    expect(eventsList.parse({ sort: "starts_at" }).sort).toBe("starts_at");
  });
});
