import { expect, it } from "vitest";

import { ErrorBodySchema, PartnerMeSchema } from "@/lib/contract";

import { flushRequestLog } from "./middleware/request-log";
import { DEMO_READONLY_API_KEY, OTHER_API_KEY } from "./seed/keys";
import { DEMO_PRODUCERS } from "./seed/producers";
import { call, describeSandbox } from "./test/fixtures";

describeSandbox("GET /me and authentication", (sb) => {
  it("answers the key's name and producers", async () => {
    const res = await call(sb(), "GET", "/me");
    expect(res.status).toBe(200);
    const me = PartnerMeSchema.parse(res.body);
    expect(me.name).toBe("Palco demo");
    expect(me.producers.map((p) => p.slug).sort()).toEqual(
      [DEMO_PRODUCERS.a.slug, DEMO_PRODUCERS.b.slug].sort(),
    );
  });

  it("scopes another key to its own producer", async () => {
    const me = PartnerMeSchema.parse((await call(sb(), "GET", "/me", { key: OTHER_API_KEY })).body);
    expect(me.producers.map((p) => p.slug)).toEqual([DEMO_PRODUCERS.other.slug]);
  });

  it.each([
    ["missing", null, undefined],
    ["unknown", "sk_sandbox_nope_0000000000", undefined],
    ["malformed (no scheme)", null, { authorization: "sk_sandbox_demo" }],
    ["malformed (basic)", null, { authorization: "Basic dXNlcjpwYXNz" }],
    ["malformed (empty bearer)", null, { authorization: "Bearer " }],
    ["malformed (bad characters)", null, { authorization: "Bearer a b c" }],
  ])("401 {error} for a %s key", async (_label, key, headers) => {
    const res = await call(sb(), "GET", "/me", { key, headers });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(ErrorBodySchema.parse(res.body).error).toBeTruthy();
  });

  it("401 also on unknown routes without a key, 404 JSON with one", async () => {
    expect((await call(sb(), "GET", "/nope", { key: null })).status).toBe(401);
    const res = await call(sb(), "GET", "/nope");
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(res.body).error).toBeTruthy();
  });

  it("read-only keys read (200) but never write (403)", async () => {
    expect((await call(sb(), "GET", "/me", { key: DEMO_READONLY_API_KEY })).status).toBe(200);
    const res = await call(sb(), "POST", "/events", {
      key: DEMO_READONLY_API_KEY,
      body: { producer_id: DEMO_PRODUCERS.a.slug, name: "Nope", starts_at: "2027-01-01T20:00:00Z" },
    });
    expect(res.status).toBe(403);
    expect(ErrorBodySchema.parse(res.body).error).toBeTruthy();
  });

  it("logs every request with its status", async () => {
    const { requestLog } = await import("./db/schema");
    await flushRequestLog(sb().ctx);
    const before = (await sb().db.select().from(requestLog)).length;
    await call(sb(), "GET", "/me", { key: null });
    await call(sb(), "GET", "/me");
    await flushRequestLog(sb().ctx);
    const rows = await sb().db.select().from(requestLog);
    expect(rows.length - before).toBe(2);
    expect(rows.slice(-2).map((r) => r.status)).toEqual([401, 200]);
  });
});
