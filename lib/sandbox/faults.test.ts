import { setTimeout as sleep } from "node:timers/promises";

import { afterEach, expect, it } from "vitest";

import { setFaultRandom } from "./middleware/faults";
import { DEMO_API_KEY, DEMO_READONLY_API_KEY } from "./seed/keys";
import { call, control, describeSandbox, ORIGIN } from "./test/fixtures";

describeSandbox("fault injection", (sb) => {
  afterEach(async () => {
    setFaultRandom(sb().ctx, undefined);
    await control(sb(), "DELETE", "/faults");
  });

  const setFaults = async (body: unknown) => {
    const res = await control(sb(), "POST", "/faults", body);
    return { status: res.status, body: await res.json() };
  };

  it("validates the knobs (422) and reads them back; DELETE clears", async () => {
    expect((await setFaults({ error_rate: 2 })).status).toBe(422);
    expect((await setFaults({ latency: 5 })).status).toBe(422);
    const set = await setFaults({ latency_ms: 5, rate_limit_rps: 50 });
    expect(set.body).toMatchObject({ latency_ms: 5, error_rate: 0, hang_rate: 0, rate_limit_rps: 50 });
    expect(await (await control(sb(), "GET", "/faults")).json()).toEqual(set.body);
    const cleared = await (await control(sb(), "DELETE", "/faults")).json();
    expect(cleared).toMatchObject({ latency_ms: 0, error_rate: 0, hang_rate: 0, rate_limit_rps: 0 });
  });

  it("error_rate 1 → every partner request is a 503 {error}; the control API is unaffected", async () => {
    await setFaults({ error_rate: 1 });
    for (let i = 0; i < 5; i++) {
      const res = await call(sb(), "GET", "/me");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    expect((await control(sb(), "GET", "/faults")).status).toBe(200);
  });

  it("path_prefix limits the faults to the requests under it", async () => {
    expect((await setFaults({ error_rate: 1, path_prefix: "/events" })).status).toBe(422);
    const set = await setFaults({ error_rate: 1, path_prefix: "/partner/v1/events" });
    expect(set.body).toMatchObject({ error_rate: 1, path_prefix: "/partner/v1/events" });
    expect((await call(sb(), "GET", "/events?per_page=1")).status).toBe(503);
    expect((await call(sb(), "GET", "/me")).status).toBe(200);
    await setFaults({ error_rate: 1 });
    expect((await call(sb(), "GET", "/me")).status).toBe(503);
  });

  it("error_rate 0.5 with an injected random fails exactly the draws under the rate", async () => {
    const draws = [0.1, 0.9, 0.4, 0.6];
    setFaultRandom(sb().ctx, () => draws.shift() ?? 0.99);
    await setFaults({ error_rate: 0.5, error_status: 502 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(sb(), "GET", "/me")).status);
    expect(statuses).toEqual([502, 200, 502, 200, 200]);
  });

  it("a seeded run repeats the same fault sequence", async () => {
    const run = async () => {
      await setFaults({ error_rate: 0.5, seed: 42 });
      const out = [];
      for (let i = 0; i < 12; i++) out.push((await call(sb(), "GET", "/me")).status);
      await control(sb(), "DELETE", "/faults");
      return out;
    };
    const first = await run();
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(await run()).toEqual(first);
  });

  it("rate limit per key → 429 with Retry-After in seconds; another key has its own budget", async () => {
    await setFaults({ rate_limit_rps: 2 });
    const statuses = [];
    let limited;
    for (let i = 0; i < 4; i++) {
      const res = await call(sb(), "GET", "/me");
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses).toContain(429);
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(limited!.body).toEqual({ error: expect.any(String) });
    expect((await call(sb(), "GET", "/me", { key: DEMO_READONLY_API_KEY })).status).toBe(200);
  });

  it("adds latency to each request", async () => {
    await setFaults({ latency_ms: 120 });
    const started = performance.now();
    expect((await call(sb(), "GET", "/me")).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it("a hang never answers until the client aborts; latency timers end with the request", async () => {
    await setFaults({ hang_rate: 1, latency_ms: 60_000 });
    const hang = async (abortAfterMs: number) => {
      const abort = new AbortController();
      const headers = { authorization: `Bearer ${DEMO_API_KEY}` };
      const req = new Request(`${ORIGIN}/partner/v1/me`, { headers, signal: abort.signal });
      let settled = false;
      const pending = Promise.resolve(sb().app.fetch(req)).then((res) => {
        settled = true;
        return res;
      });
      await sleep(abortAfterMs);
      expect(settled).toBe(false);
      abort.abort();
      return (await pending).status;
    };
    // Aborted during the 60 s latency: answered at once, so the timer was cleared (vitest would hang otherwise).
    expect(await hang(50)).toBe(499);
    await setFaults({ hang_rate: 1 });
    expect(await hang(150)).toBe(499);
  });
});
