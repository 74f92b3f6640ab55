import { desc } from "drizzle-orm";
import { expect, it } from "vitest";

import { flushRequestLog, pruneRequestLog } from "../middleware/request-log";
import { DEMO_API_KEY } from "../seed/keys";
import { call, control, describeSandbox } from "../test/fixtures";

type Listing = {
  data: { id: number; at: string; method: string; path: string; status: number; key: string | null }[];
  count: number;
  last_id: number;
};

describeSandbox("control API: GET /requests", (sb) => {
  const list = async (query = "") => {
    const res = await control(sb(), "GET", `/requests${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Listing;
  };

  it("lists partner requests newest first, filtered by method, with the redacted key only", async () => {
    const start = await list("?limit=1");
    await call(sb(), "GET", "/me");
    await call(sb(), "PATCH", "/events/no-such-event", { body: { name: "x" } });
    await call(sb(), "GET", "/me", { key: null });

    const after = await list(`?after_id=${start.last_id}`);
    expect(after.data.map((r) => [r.method, r.path, r.status])).toEqual([
      ["GET", "/partner/v1/me", 401],
      ["PATCH", "/partner/v1/events/no-such-event", 404],
      ["GET", "/partner/v1/me", 200],
    ]);
    expect(after.count).toBe(3);
    expect(after.data[2].key).toMatch(/^sk_sandb…/);
    expect(JSON.stringify(after)).not.toContain(DEMO_API_KEY);

    const writes = await list(`?method=post,put,patch,delete&after_id=${start.last_id}`);
    expect(writes.data.map((r) => r.method)).toEqual(["PATCH"]);
    expect((await list("?method=PATCH&limit=1")).count).toBeGreaterThanOrEqual(1);
    expect((await list(`?since=${encodeURIComponent(after.data[0].at)}`)).count).toBeGreaterThanOrEqual(1);
  });

  it("validates the query (422) and needs the admin token (401)", async () => {
    expect((await control(sb(), "GET", "/requests?method=TRACE")).status).toBe(422);
    expect((await control(sb(), "GET", "/requests?limit=0")).status).toBe(422);
    expect((await control(sb(), "GET", "/requests?since=yesterday")).status).toBe(422);
    expect((await control(sb(), "GET", "/requests", undefined, "wrong-token")).status).toBe(401);
  });
});

describeSandbox("request log: batched and bounded", (sb) => {
  it("GET /requests sees a request whose row was still buffered", async () => {
    const { requestLog } = await import("../db/schema");
    await flushRequestLog(sb().ctx);
    const stored = async () => (await sb().db.select().from(requestLog)).length;
    const before = await stored();
    await call(sb(), "GET", "/me");
    const res = await control(sb(), "GET", "/requests?limit=1");
    expect(((await res.json()) as Listing).data[0].path).toBe("/partner/v1/me");
    expect(await stored()).toBe(before + 1);
  });

  it("prunes to the newest rows", async () => {
    const { requestLog } = await import("../db/schema");
    for (let i = 0; i < 4; i++) await call(sb(), "GET", "/me");
    await flushRequestLog(sb().ctx);
    const newest = await sb()
      .db.select({ id: requestLog.id })
      .from(requestLog)
      .orderBy(desc(requestLog.id))
      .limit(2);
    await pruneRequestLog(sb().ctx, 2);
    const left = await sb().db.select({ id: requestLog.id }).from(requestLog).orderBy(desc(requestLog.id));
    expect(left).toEqual(newest);
  });
});
