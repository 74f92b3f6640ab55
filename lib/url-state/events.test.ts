import { describe, expect, it } from "vitest";

import { eventsHref, eventsQueryKey, withProducer } from "./events";
import { parseEventsUrl } from "./events-parse";

const DEFAULTS = { page: 1, per_page: 25, status: undefined, producer: undefined };

describe("parseEventsUrl", () => {
  it("parses a good URL", () => {
    expect(parseEventsUrl({ page: "3", per_page: "50", status: "live", producer: "casa-azul" })).toEqual({
      page: 3,
      per_page: 50,
      status: "live",
      producer: "casa-azul",
    });
  });

  it.each([
    [{ page: "-1" }, "page"],
    [{ page: "0" }, "page"],
    [{ page: "1.5" }, "page"],
    [{ page: "abc" }, "page"],
    [{ page: "1e9" }, "page"],
    [{ per_page: "1000" }, "per_page"],
    [{ per_page: "7" }, "per_page"],
    [{ status: "foo" }, "status"],
    [{ status: "LIVE" }, "status"],
    [{ status: ["foo", "live"] }, "status"],
    [{ producer: "../../etc" }, "producer"],
    [{ producer: "a b" }, "producer"],
    [{ producer: "x".repeat(300) }, "producer"],
  ] as [Record<string, string | string[]>, string][])("falls back to the default for %j", (junk, key) => {
    expect(parseEventsUrl(junk)).toEqual(DEFAULTS);
    expect(parseEventsUrl({ ...junk, page: key === "page" ? junk.page : "2" }).page).toBe(
      key === "page" ? 1 : 2,
    );
  });

  it("defaults an empty URL", () => expect(parseEventsUrl({})).toEqual(DEFAULTS));

  it("takes the first of repeated keys", () => expect(parseEventsUrl({ page: ["2", "3"] }).page).toBe(2));

  it("reads URLSearchParams", () =>
    expect(parseEventsUrl(new URLSearchParams("status=draft&page=2"))).toMatchObject({
      status: "draft",
      page: 2,
    }));
});

describe("links", () => {
  const state = parseEventsUrl({ page: "4", status: "live", producer: "casa-azul" });

  it("keeps state and omits defaults", () => {
    expect(eventsHref(state)).toBe("/events?producer=casa-azul&status=live&page=4");
    expect(eventsHref(parseEventsUrl({}))).toBe("/events");
  });

  it("resets the page when a filter changes", () => {
    expect(eventsHref(state, { status: "draft" })).toBe("/events?producer=casa-azul&status=draft");
    expect(eventsHref(state, { status: undefined })).toBe("/events?producer=casa-azul");
    expect(eventsHref(state, { page: 5 })).toBe("/events?producer=casa-azul&status=live&page=5");
  });

  it("withProducer adds only valid producers", () => {
    expect(withProducer("/events/new", "casa-azul")).toBe("/events/new?producer=casa-azul");
    expect(withProducer("/events?status=live", "casa-azul")).toBe("/events?status=live&producer=casa-azul");
    expect(withProducer("/events", "<script>")).toBe("/events");
    expect(withProducer("/events", null)).toBe("/events");
  });

  it("gives a distinct suspense key per query", () =>
    expect(eventsQueryKey(state)).not.toBe(eventsQueryKey({ ...state, page: 5 })));
});
