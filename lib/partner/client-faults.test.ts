import { describe, expect, it } from "vitest";
import { z } from "zod";

import { createPartnerClient, type HttpMethod, type PartnerTimings } from "@/lib/partner/client";

import { modes, startFaultServer, type Handler } from "@/test/fault-server";
import { failure, setupPartnerServer } from "@/test/partner-server";

const Ok = z.object({ ok: z.literal(true) });
// Timeouts short enough to keep the suite quick, long enough that a loaded machine still delivers the
// request to the server before the client gives up (the tests count server-side arrivals).
const SHORT: Partial<PartnerTimings> = {
  attemptTimeoutMs: 500,
  readBudgetMs: 1_000,
  writeTimeoutMs: 1_000,
  random: () => 0,
};
const ROOMY: Partial<PartnerTimings> = {
  ...SHORT,
  attemptTimeoutMs: 2_000,
  readBudgetMs: 5_000,
  writeTimeoutMs: 5_000,
};
const WRITES: HttpMethod[] = ["POST", "PATCH", "PUT", "DELETE"];

const partner = setupPartnerServer();
const { route, hits, unhandled } = partner;
const client = (timings: Partial<PartnerTimings> = SHORT, url = partner.server.url) =>
  createPartnerClient({ baseUrl: `${url}/partner/v1`, apiKey: "test-key-123", fetch }, timings);
async function eventually(check: () => boolean, ms = 5_000) {
  for (const end = Date.now() + ms; !check() && Date.now() < end;)
    await new Promise((r) => setTimeout(r, 20));
}

describe("writes are sent exactly once", () => {
  it("POST, PATCH, PUT and DELETE on 503, reset and hang", async () => {
    const cases = WRITES.flatMap((method) =>
      (["503", "reset", "hang"] as const).map((mode) => ({ method, mode, path: `/${method}/${mode}` })),
    );
    for (const { mode, path } of cases) {
      route(path, mode === "503" ? modes.json(503) : mode === "reset" ? modes.reset() : modes.hang());
    }
    // 2 s for the hang so that even a loaded machine writes the request before giving up.
    const c = client({ ...ROOMY, writeTimeoutMs: 2_000 });
    const results = await Promise.all(
      cases.map(({ method, path }) => failure(c.request(method, path, { body: { a: 1 }, schema: Ok }))),
    );
    const expected = { "503": ["http", 503], reset: ["network", 502], hang: ["timeout", 504] };
    expect(results.map((e) => [e.kind, e.status])).toEqual(cases.map(({ mode }) => expected[mode]));
    expect(cases.map(({ path }) => hits(path).length)).toEqual(cases.map(() => 1));
  });
});

describe("timeouts", () => {
  it("a hanging GET rejects with kind timeout once the overall budget is spent", async () => {
    route("/hang", modes.hang());
    const started = Date.now();
    const c = client({ attemptTimeoutMs: 1_000, readBudgetMs: 1_500, maxRetries: 2, random: () => 0 });
    const e = await failure(c.request("GET", "/hang", { schema: Ok }));
    expect([e.kind, e.status]).toEqual(["timeout", 504]);
    // 3 attempts would fit the retry count but not the 1.5 s budget: at most 2 reach the server.
    expect(hits("/hang").length).toBeGreaterThanOrEqual(1);
    expect(hits("/hang").length).toBeLessThanOrEqual(2);
    // Loose on purpose: only catches a missing budget, never a slow machine.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("a whole-list read may ask for a longer attempt; other reads keep the client's", async () => {
    // Answers after 800 ms: past SHORT's 500 ms attempt (and its 1 s budget), within a 4 s attempt.
    const late = (): Handler => (_req, res) => {
      setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}'), 800);
    };
    route("/late", late());
    route("/late-long", late());
    const c = client(SHORT);
    expect((await failure(c.request("GET", "/late", { schema: Ok }))).kind).toBe("timeout");
    await expect(c.request("GET", "/late-long", { schema: Ok, attemptTimeoutMs: 4_000 })).resolves.toEqual({
      ok: true,
    });
    expect(hits("/late-long")).toHaveLength(1);
  });

  it("a body that stops mid-way times out too", async () => {
    route("/slow", modes.slowBody());
    const e = await failure(client({ writeTimeoutMs: 2_000 }).request("POST", "/slow", { schema: Ok }));
    expect([e.kind, hits("/slow").length]).toEqual(["timeout", 1]);
  });

  it("times out a fetch that ignores its abort signal (in-process sandbox)", async () => {
    const never = createPartnerClient(
      { baseUrl: "http://in-process/partner/v1", apiKey: "k", fetch: () => new Promise<Response>(() => {}) },
      SHORT,
    );
    expect((await failure(never.request("GET", "/me", { schema: Ok }))).kind).toBe("timeout");
  });

  it("a caller abort rejects with its reason and stops retrying", async () => {
    route("/hang", modes.hang());
    const ctl = new AbortController();
    const pending = client({ ...SHORT, attemptTimeoutMs: 5_000, readBudgetMs: 10_000 }).request(
      "GET",
      "/hang",
      {
        schema: Ok,
        signal: ctl.signal,
      },
    );
    await eventually(() => hits("/hang").length === 1);
    ctl.abort(new Error("navigation"));
    await expect(pending).rejects.toThrow("navigation");
    expect(hits("/hang")).toHaveLength(1);
  });

  it("closes every socket after 1,000 GETs hung at the server", { timeout: 120_000 }, async () => {
    const own = await startFaultServer();
    own.route("/partner/v1/hang", modes.hang());
    const c = client({ attemptTimeoutMs: 1_000, readBudgetMs: 1_000 }, own.url);
    // Batches until 1,000 requests have hung at the server: on a CPU-starved machine some time out before
    // they are even written, and those prove nothing about sockets.
    while (own.hits().length < 1_000) {
      const errors = await Promise.all(
        Array.from({ length: 100 }, () => failure(c.request("GET", "/hang", { schema: Ok }))),
      );
      expect(errors.every((e) => e.kind === "timeout")).toBe(true);
    }
    // Every hung request's socket is destroyed by the client; idle pooled sockets close on keep-alive expiry.
    await eventually(() => own.inFlight() === 0);
    expect(own.inFlight()).toBe(0);
    await eventually(() => own.openConnections() === 0, 10_000);
    expect(own.openConnections()).toBe(0);
    await own.close();
  });
});

it("left no unhandled rejections", async () => {
  await new Promise((r) => setTimeout(r, 50));
  expect(unhandled).toEqual([]);
});
