import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";

import { createPartnerClient, type HttpMethod, type PartnerTimings } from "@/lib/partner/client";
import { PartnerApiError } from "@/lib/partner/errors";
import { modes, startFaultServer, type FaultServer } from "@/test/fault-server";

const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => void unhandled.push(e);
const Ok = z.object({ ok: z.literal(true) });
const FAST: Partial<PartnerTimings> = {
  attemptTimeoutMs: 200,
  readBudgetMs: 400,
  writeTimeoutMs: 200,
  random: () => 0,
};
const WRITES: HttpMethod[] = ["POST", "PATCH", "PUT", "DELETE"];

let server: FaultServer;
const client = (timings: Partial<PartnerTimings> = FAST, url = server.url) =>
  createPartnerClient({ baseUrl: `${url}/partner/v1`, apiKey: "test-key-123", fetch }, timings);
const route = (path: string, handler: Parameters<FaultServer["route"]>[1]) =>
  server.route(`/partner/v1${path}`, handler);
const hits = (path: string) => server.hits(`/partner/v1${path}`);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable("request should have failed"),
    (e: unknown) => e as PartnerApiError,
  );
async function eventually(check: () => boolean, ms = 5_000) {
  for (const end = Date.now() + ms; !check() && Date.now() < end;)
    await new Promise((r) => setTimeout(r, 20));
}

beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  server = await startFaultServer();
});
beforeEach(() => server.reset());
afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  await server.close();
});

describe("writes are sent exactly once", () => {
  it.each(WRITES)("%s on 503, reset and hang", async (method) => {
    route("/w503", modes.json(503));
    route("/wreset", modes.reset());
    route("/whang", modes.hang());
    const results = await Promise.all(
      ["/w503", "/wreset", "/whang"].map((p) =>
        failure(client().request(method, p, { body: { a: 1 }, schema: Ok })),
      ),
    );
    expect(results.map((e) => [e.kind, e.status])).toEqual([
      ["http", 503],
      ["network", 502],
      ["timeout", 504],
    ]);
    expect([hits("/w503").length, hits("/wreset").length, hits("/whang").length]).toEqual([1, 1, 1]);
  });
});

describe("timeouts", () => {
  it("a hanging GET rejects with kind timeout within the overall budget", async () => {
    route("/hang", modes.hang());
    const started = Date.now();
    const e = await failure(client().request("GET", "/hang", { schema: Ok }));
    expect([e.kind, e.status]).toEqual(["timeout", 504]);
    // Budget 400 ms; the bound is loose on purpose (only catches a missing budget, never a slow machine).
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(hits("/hang").length).toBeGreaterThanOrEqual(2);
    expect(hits("/hang").length).toBeLessThanOrEqual(3);
  });

  it("a body that stops mid-way times out too", async () => {
    route("/slow", modes.slowBody());
    const e = await failure(client().request("POST", "/slow", { schema: Ok }));
    expect([e.kind, hits("/slow").length]).toEqual(["timeout", 1]);
  });

  it("times out a fetch that ignores its abort signal (in-process sandbox)", async () => {
    const never = createPartnerClient(
      { baseUrl: "http://in-process/partner/v1", apiKey: "k", fetch: () => new Promise<Response>(() => {}) },
      FAST,
    );
    expect((await failure(never.request("GET", "/me", { schema: Ok }))).kind).toBe("timeout");
  });

  it("a caller abort rejects with its reason and stops retrying", async () => {
    route("/hang", modes.hang());
    const ctl = new AbortController();
    const pending = client({ ...FAST, attemptTimeoutMs: 5_000, readBudgetMs: 10_000 }).request(
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

  it("closes every socket after 1,000 hanging GETs", async () => {
    const own = await startFaultServer();
    own.route("/partner/v1/hang", modes.hang());
    const c = client({ attemptTimeoutMs: 100, readBudgetMs: 150, maxRetries: 2, random: () => 0 }, own.url);
    let timeouts = 0;
    for (let batch = 0; batch < 10; batch++) {
      const errors = await Promise.all(
        Array.from({ length: 100 }, () => failure(c.request("GET", "/hang", { schema: Ok }))),
      );
      timeouts += errors.filter((e) => e.kind === "timeout").length;
    }
    expect(timeouts).toBe(1_000);
    expect(own.hits().length).toBeGreaterThan(0);
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
