import { describe, expect, it } from "vitest";

import { safeCallbackUrl } from "./callback-url";

describe("safeCallbackUrl", () => {
  it.each([
    ["/", "/"],
    ["/events", "/events"],
    ["/events/abc/orders?page=2&status=paid#top", "/events/abc/orders?page=2&status=paid#top"],
    ["/a/../b", "/b"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps same-origin path %s", (raw, expected) => {
    expect(safeCallbackUrl(raw)).toBe(expected);
  });

  it.each([
    "https://evil.example",
    "http://evil.example/events",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "events",
    "/..//evil.example",
    "https:evil.example",
    "/login",
    "/login?callbackUrl=/events",
    "/api/auth/signout",
    "",
    "/" + "a".repeat(3000),
  ])("rejects %j", (raw) => {
    expect(safeCallbackUrl(raw)).toBe("/");
  });

  it("rejects non-strings", () => {
    for (const v of [undefined, null, 42, ["/events"], { url: "/" }]) expect(safeCallbackUrl(v)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeCallbackUrl("//evil.example", { fallback: "/events" })).toBe("/events");
  });

  it("accepts absolute URLs only on the given origin", () => {
    const origin = "http://localhost:3000";
    expect(safeCallbackUrl("http://localhost:3000/events?x=1", { origin })).toBe("/events?x=1");
    expect(safeCallbackUrl("http://localhost:3001/events", { origin })).toBe("/");
    expect(safeCallbackUrl("https://localhost:3000/events", { origin })).toBe("/");
    expect(safeCallbackUrl("http://localhost:3000@evil.example/", { origin })).toBe("/");
    expect(safeCallbackUrl("https://evil.example", { origin })).toBe("/");
    expect(safeCallbackUrl("http://localhost:3000/events")).toBe("/");
  });
});
