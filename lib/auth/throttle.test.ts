import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDb, testBackends, type TestDb } from "@/lib/db/testing";

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

  it("allows 9 failures a minute per account and refuses after the 10th until it ages out", async () => {
    const key = { email: "a@x.test", address: "10.0.0.1" };
    await fail(key.email, "10.0.0.1", 9);
    expect(await checkThrottle(t.db, key, at(9_000))).toEqual({ allowed: true });
    await recordFailure(t.db, key, at(9_000));
    expect(await checkThrottle(t.db, { email: key.email, address: "10.9.9.9" }, at(10_000))).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // The first failure (t=0) leaves the window at t=60 s.
    expect(await checkThrottle(t.db, key, at(60_001))).toEqual({ allowed: true });
  });

  it("limits per client address across accounts", async () => {
    for (let i = 0; i < 10; i++) await recordFailure(t.db, { email: `u${i}@x.test`, address: "10.0.0.2" }, at(i * 100));
    const verdict = await checkThrottle(t.db, { email: "fresh@x.test", address: "10.0.0.2" }, at(2_000));
    expect(verdict.allowed).toBe(false);
    expect(await checkThrottle(t.db, { email: "fresh@x.test", address: "10.0.0.3" }, at(2_000))).toEqual({ allowed: true });
  });

  it("caps an account at 50 failures an hour even when spread out", async () => {
    const email = "slow@x.test";
    for (let i = 0; i < 50; i++) await recordFailure(t.db, { email, address: `10.1.0.${i}` }, at(i * 65_000));
    const verdict = await checkThrottle(t.db, { email, address: "10.2.0.1" }, at(50 * 65_000));
    expect(verdict.allowed).toBe(false);
  });

  it("skips address rules when the address is unknown", async () => {
    await fail("n1@x.test", null, 10);
    expect((await checkThrottle(t.db, { email: "n2@x.test", address: null }, at(11_000))).allowed).toBe(true);
    expect((await checkThrottle(t.db, { email: "n1@x.test", address: null }, at(11_000))).allowed).toBe(false);
  });

  it("forgets an account's failures after a success", async () => {
    await fail("b@x.test", "10.0.0.4", 10);
    await clearAccountFailures(t.db, "b@x.test");
    expect(await checkThrottle(t.db, { email: "b@x.test", address: "10.0.0.5" }, at(11_000))).toEqual({ allowed: true });
  });
});

describe("clientAddress", () => {
  it("takes the right-most X-Forwarded-For entry", () => {
    expect(clientAddress({ "x-forwarded-for": "1.1.1.1, 203.0.113.9" })).toBe("203.0.113.9");
    expect(clientAddress(new Headers({ "x-forwarded-for": "::1" }))).toBe("::1");
  });
  it("falls back to X-Real-IP, then null", () => {
    expect(clientAddress({ "x-real-ip": "198.51.100.2" })).toBe("198.51.100.2");
    expect(clientAddress({})).toBeNull();
    expect(clientAddress(undefined)).toBeNull();
  });
});
