import http from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { PEER_HEADER, stampPeerAddress } from "./peer-address";
import { checkThrottle, clearAccountFailures, clientAddress, recordFailure } from "./throttle";

const T0 = new Date("2030-01-01T12:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(testBackends())("login throttle on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  async function fail(email: string, address: string | null, times: number, start = 0) {
    for (let i = 0; i < times; i++) await recordFailure(t.db, { email, address }, at(start + i * 1000));
  }

  it("allows 9 failures a minute per account and address, refuses after the 10th until it ages out", async () => {
    const key = { email: "a@x.test", address: "10.0.0.1" };
    await fail(key.email, "10.0.0.1", 9);
    expect(await checkThrottle(t.db, key, at(9_000))).toEqual({ allowed: true });
    await recordFailure(t.db, key, at(9_000));
    expect(await checkThrottle(t.db, key, at(10_000))).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // The first failure (t=0) leaves the window at t=60 s.
    expect(await checkThrottle(t.db, key, at(60_001))).toEqual({ allowed: true });
  });

  it("one person's failures lock neither the same account elsewhere nor colleagues behind the same address", async () => {
    await fail("office1@x.test", "10.0.0.2", 10);
    expect(
      (await checkThrottle(t.db, { email: "office1@x.test", address: "10.0.0.2" }, at(10_000))).allowed,
    ).toBe(false);
    expect(await checkThrottle(t.db, { email: "office1@x.test", address: "10.7.7.7" }, at(10_000))).toEqual({
      allowed: true,
    });
    for (let i = 2; i <= 5; i++) await fail(`office${i}@x.test`, "10.0.0.2", 9, 10_000);
    expect(await checkThrottle(t.db, { email: "office6@x.test", address: "10.0.0.2" }, at(20_000))).toEqual({
      allowed: true,
    });
  });

  it("caps one address spraying many accounts at 60 failures a minute", async () => {
    for (let i = 0; i < 60; i++)
      await recordFailure(t.db, { email: `u${i}@x.test`, address: "10.0.0.3" }, at(i * 100));
    const verdict = await checkThrottle(t.db, { email: "fresh@x.test", address: "10.0.0.3" }, at(7_000));
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 53 });
    expect(await checkThrottle(t.db, { email: "fresh@x.test", address: "10.0.0.4" }, at(7_000))).toEqual({
      allowed: true,
    });
  });

  it("caps an account at 100 failures an hour even when spread over addresses, and says how long to wait", async () => {
    const email = "slow@x.test";
    for (let i = 0; i < 99; i++)
      await recordFailure(t.db, { email, address: `10.1.${i % 3}.${i}` }, at(i * 30_000));
    expect(await checkThrottle(t.db, { email, address: "10.2.0.1" }, at(99 * 30_000))).toEqual({
      allowed: true,
    });
    await recordFailure(t.db, { email, address: "10.2.0.2" }, at(99 * 30_000));
    // The oldest of the 100 (t=0) leaves the hour at t=3600 s; now is t=2970 s.
    expect(await checkThrottle(t.db, { email, address: "10.2.0.1" }, at(99 * 30_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 630,
    });
  });

  it("counts per account alone when the address is unknown", async () => {
    await fail("n1@x.test", null, 10);
    expect((await checkThrottle(t.db, { email: "n2@x.test", address: null }, at(11_000))).allowed).toBe(true);
    expect((await checkThrottle(t.db, { email: "n1@x.test", address: null }, at(11_000))).allowed).toBe(
      false,
    );
  });

  it("forgets an account's failures after a success", async () => {
    await fail("b@x.test", "10.0.0.5", 10);
    await clearAccountFailures(t.db, "b@x.test");
    expect(await checkThrottle(t.db, { email: "b@x.test", address: "10.0.0.5" }, at(11_000))).toEqual({
      allowed: true,
    });
  });
});

describe("clientAddress (issue 25: a rotated X-Forwarded-For chose the address)", () => {
  stampPeerAddress();
  // What lib/auth/peer-address stamps on a request from `socket`.
  function stamped(socket: string, xff?: string): Record<string, string> {
    let header = "";
    const server = http.createServer();
    const req = { headers: {}, socket: { remoteAddress: socket } } as unknown as http.IncomingMessage;
    server.on("request", (r: http.IncomingMessage) => (header = String(r.headers[PEER_HEADER])));
    server.emit("request", req, {});
    return { [PEER_HEADER]: header, ...(xff ? { "x-forwarded-for": xff } : {}) };
  }

  it("without TRUST_PROXY uses the socket's address, whatever X-Forwarded-For says", () => {
    expect(clientAddress(stamped("203.0.113.7"))).toBe("203.0.113.7");
    for (const xff of ["1.1.1.1", "1.1.1.1, 2.2.2.2", "10.0.0.1, 203.0.113.9"])
      expect(clientAddress(stamped("203.0.113.7", xff))).toBe("203.0.113.7");
    expect(clientAddress(stamped("::ffff:198.51.100.4", "9.9.9.9"), { hops: 0 })).toBe("198.51.100.4");
  });

  it("ignores a peer header a client wrote, and X-Real-IP", () => {
    expect(clientAddress({ [PEER_HEADER]: "guess 6.6.6.6", "x-forwarded-for": "6.6.6.6" })).toBeNull();
    expect(clientAddress({ "x-real-ip": "198.51.100.2" })).toBeNull();
    expect(clientAddress({})).toBeNull();
    expect(clientAddress(undefined)).toBeNull();
  });

  it("with TRUST_PROXY=N skips N hops from the right of X-Forwarded-For + socket", () => {
    const h = stamped("10.0.0.5", "6.6.6.6, 203.0.113.9");
    expect(clientAddress(h, { hops: 1 })).toBe("203.0.113.9");
    expect(clientAddress(h, { hops: 2 })).toBe("6.6.6.6");
    expect(clientAddress(h, { hops: 5 })).toBe("6.6.6.6");
    expect(clientAddress(stamped("10.0.0.5"), { hops: 1 })).toBe("10.0.0.5");
  });

  it("with TRUST_PROXY=<addresses> skips those proxies from the right", () => {
    const trust = { addresses: ["10.0.0.5", "10.0.0.6"] };
    expect(clientAddress(stamped("10.0.0.5", "6.6.6.6, 203.0.113.9, 10.0.0.6"), trust)).toBe("203.0.113.9");
    // A request straight from a client (not via a listed proxy): its own socket address.
    expect(clientAddress(stamped("198.51.100.8", "6.6.6.6"), trust)).toBe("198.51.100.8");
  });
});
