import { encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";

import { tamperedToken } from "@/test/tampered-token";

import { decodeSessionToken, identityOf, keepClaimsMs } from "./token";

const decodes = vi.hoisted(() => ({ count: 0 }));
vi.mock("next-auth/jwt", async (importActual) => {
  const actual = await importActual<typeof import("next-auth/jwt")>();
  return {
    ...actual,
    decode: (params: Parameters<typeof actual.decode>[0]) => {
      decodes.count++;
      return actual.decode(params);
    },
  };
});

const secret = "token-test-secret-token-test-secret";
const claims = { uid: "u1", email: "a@x.test", role: "admin" as const, epoch: 0 };

describe("decodeSessionToken", () => {
  afterEach(() => {
    vi.useRealTimers();
    decodes.count = 0;
  });

  it("decrypts a token once and answers again from what it kept", async () => {
    const token = await encode({ token: claims, secret, maxAge: 3600 });
    expect(await decodeSessionToken({ token, secret })).toMatchObject(claims);
    expect(await decodeSessionToken({ token, secret })).toMatchObject(claims);
    expect(decodes.count).toBe(1);
  });

  it("refuses a token under another secret, and an altered one, each time it is shown", async () => {
    const token = await encode({ token: claims, secret, maxAge: 3600 });
    expect(await decodeSessionToken({ token, secret: `${secret}-other` })).toBeNull();
    const altered = tamperedToken(token);
    expect(await decodeSessionToken({ token: altered, secret })).toBeNull();
    expect(await decodeSessionToken({ token: altered, secret })).toBeNull();
    expect(decodes.count).toBe(3); // nothing that failed was kept
  });

  it("stops answering for a kept token once it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const token = await encode({ token: claims, secret, maxAge: 60 });
    expect(await decodeSessionToken({ token, secret })).toMatchObject(claims);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await decodeSessionToken({ token, secret })).toBeNull();
  });

  it("refuses an expired token and an empty one", async () => {
    const token = await encode({ token: claims, secret, maxAge: -60 });
    expect(await decodeSessionToken({ token, secret })).toBeNull();
    expect(await decodeSessionToken({ token: "", secret })).toBeNull();
  });
});

describe("keepClaimsMs", () => {
  it("keeps until the expiry, for at most 10 minutes, and nothing without one", () => {
    const now = 1_000_000_000_000;
    expect(keepClaimsMs({ exp: now / 1000 + 30 }, now)).toBe(30_000);
    expect(keepClaimsMs({ exp: now / 1000 + 86_400 }, now)).toBe(600_000);
    expect(keepClaimsMs({ exp: now / 1000 - 1 }, now)).toBe(0);
    expect(keepClaimsMs({}, now)).toBe(0);
    expect(keepClaimsMs(null, now)).toBe(0);
  });
});

describe("identityOf", () => {
  const uid = "0ac01277-4ee9-435a-9bb3-0caf1878968c";
  it("names a user only with a UUID, a role and an e-mail", () => {
    expect(identityOf({ uid, role: "staff", email: "s@x.test", epoch: 2 })).toMatchObject({
      uid,
      role: "staff",
      email: "s@x.test",
      epoch: 2,
    });
    expect(identityOf({ uid: "not-a-uuid", role: "staff", email: "s@x.test" })).toBeNull();
    expect(identityOf({ uid, email: "s@x.test" })).toBeNull();
    expect(identityOf({ uid, role: "staff" })).toBeNull();
    expect(identityOf(null)).toBeNull();
  });
});
