import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { confirmEnrolment, startEnrolment } from "@/lib/auth/factors";
import { listAuditEntries } from "@/lib/db/audit";
import { setDbForTests } from "@/lib/db/client";
import { createSession } from "@/lib/db/sessions";
import { createUser, type User } from "@/lib/db/users";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { finishPasskeyRegistration, startPasskeyRegistration } from "./passkeys/registration";
import { relyingParty } from "./passkeys/relying-party";
import { softAuthenticator } from "./passkeys/soft-authenticator.test-support";
import { totpCodeAt } from "./totp";

// Step-up end to end on a real database: the real session cookie and session row, the pipeline and the
// route wrapper refusing a stale proof before anything runs, and proveStepUp refreshing it.
const SECRET = "step-up-test-secret-step-up-test-secret-step-up";
const jar = vi.hoisted(() => ({ cookies: [] as { name: string; value: string }[] }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => jar.cookies }),
  headers: async () => new Headers(),
}));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("next-intl/server", () => ({
  getTranslations: async (ns: string) => (key: string) => `${ns}.${key}`,
}));
vi.mock("./secret", () => ({ resolveAuthSecret: () => SECRET }));
vi.mock("./cookies", () => ({
  secureCookiesEnabled: () => false,
  sessionCookieName: () => "next-auth.session-token",
}));

const { defineAction, valid, written } = await import("@/lib/actions/pipeline");
const { routeFor } = await import("./route");
const { hasFreshProof, proofIsFresh, proveStepUp, stepUpMethods, stepUpPasskeyOptions } =
  await import("./step-up");

const MINUTE = 60_000;
const actor = { id: null, email: "test" };
const load = vi.fn(async () => ({ producerId: "*", before: null }));
const write = vi.fn(async () => written({ id: "x" }));
const guarded = defineAction({
  capability: "orders:cancel",
  stepUp: true,
  messages: "orders.errors",
  parse: () => valid(null),
  target: load,
  write,
  audit: "in-write",
  revalidate: () => [],
  done: () => ({ ok: true as const, data: "done" }),
});
const handler = vi.fn(async () => Response.json({ rows: 1 }));
const GET = routeFor("exports:contact", handler, { stepUp: true });
const req = new Request("http://localhost/api/export");

describe("proofIsFresh", () => {
  it("holds inside the window only, and never without a proof", () => {
    const now = new Date("2027-01-01T12:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(proofIsFresh(ago(9 * MINUTE), now, 10 * MINUTE)).toBe(true);
    expect(proofIsFresh(ago(10 * MINUTE), now, 10 * MINUTE)).toBe(false);
    expect(proofIsFresh(null, now, 10 * MINUTE)).toBe(false);
  });
});

describe.each(testBackends())("step-up on %s", (backend) => {
  let t: TestDb;
  let n = 0;
  beforeAll(async () => {
    t = await openTestDb(backend);
    setDbForTests(t);
  });
  afterAll(async () => {
    setDbForTests(null);
    await t?.cleanup();
  });
  beforeEach(() => {
    jar.cookies = [];
    load.mockClear();
    write.mockClear();
    handler.mockClear();
  });

  const newUser = () =>
    createUser(
      { email: `su${++n}@palco.test`, name: `SU ${n}`, role: "manager", password: "a-long-enough-pass" },
      actor,
      t.db,
    );
  /** Signs in as `u` with a session opened `minutesAgo` (its proof is that old); returns the session id. */
  const signedIn = async (u: User, minutesAgo: number) => {
    const sid = await createSession({
      userId: u.id,
      device: "Chrome · Linux",
      address: null,
      now: new Date(Date.now() - minutesAgo * MINUTE),
    });
    const token = { uid: u.id, email: u.email, name: u.name, role: u.role, epoch: u.sessionEpoch, sid };
    jar.cookies = [{ name: "next-auth.session-token", value: await encode({ token, secret: SECRET }) }];
    return { ...u, sessionId: sid };
  };
  const enrolled = async () => {
    const user = await newUser();
    const secret = (await startEnrolment(user.id, { db: t.db }))!;
    const past = new Date(Date.now() - 5 * MINUTE);
    const done = await confirmEnrolment(user, totpCodeAt(secret, past), { db: t.db, now: past });
    if (typeof done === "string") throw new Error(done);
    return { user, secret, codes: done.recoveryCodes };
  };

  it("lets a fresh proof through the pipeline and the route wrapper", async () => {
    await signedIn(await newUser(), 2);
    expect(await hasFreshProof()).toBe(true);
    expect(await guarded()).toEqual({ ok: true, data: "done" });
    expect(write).toHaveBeenCalledTimes(1);
    expect((await GET(req, {})).status).toBe(200);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("refuses a stale proof before reading or writing anything, in actions and routes", async () => {
    await signedIn(await newUser(), 11);
    expect(await guarded()).toMatchObject({
      ok: false,
      code: "step_up",
      message: "auth.stepUp.required",
    });
    expect(load).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
    const res = await GET(req, {});
    expect([res.status, await res.json(), res.headers.get("cache-control")]).toEqual([
      403,
      { error: "step_up" },
      "no-store",
    ]);
    expect(handler).not.toHaveBeenCalled();
  });

  it("without a factor: the password refreshes the proof, a wrong one or a code does not", async () => {
    const user = await signedIn(await newUser(), 30);
    expect(await proveStepUp(user, { kind: "password", password: "wrong-password" })).toEqual({
      kind: "wrong",
    });
    expect(await proveStepUp(user, { kind: "code", code: "123456" })).toEqual({ kind: "wrong" });
    expect(await guarded()).toMatchObject({ code: "step_up" });
    expect(await proveStepUp(user, { kind: "password", password: "a-long-enough-pass" })).toEqual({
      kind: "ok",
      method: "password",
    });
    expect(await guarded()).toEqual({ ok: true, data: "done" });
    expect((await GET(req, {})).status).toBe(200);
    const actions = (await listAuditEntries({ limit: 500 }, t.db))
      .filter((e) => e.targetId === user.id)
      .map((e) => e.action);
    expect(actions).toContain("step_up.prove");
    expect(actions).toContain("two_factor.verify_failed");
  });

  it("with a factor: a TOTP code (never twice) or a recovery code, never the password", async () => {
    const { user: u, secret, codes } = await enrolled();
    const user = await signedIn(u, 30);
    expect(await proveStepUp(user, { kind: "password", password: "a-long-enough-pass" })).toEqual({
      kind: "wrong",
    });
    expect(await guarded()).toMatchObject({ code: "step_up" });
    const now = new Date();
    const code = totpCodeAt(secret, now);
    expect(await proveStepUp(user, { kind: "code", code }, now)).toEqual({ kind: "ok", method: "totp" });
    expect(await guarded()).toEqual({ ok: true, data: "done" });

    const again = await signedIn(u, 30);
    expect(await proveStepUp(again, { kind: "code", code })).toEqual({ kind: "wrong" });
    expect(await proveStepUp(again, { kind: "code", code: codes[0] })).toEqual({
      kind: "ok",
      method: "recovery",
    });
    expect(await hasFreshProof()).toBe(true);
  });

  /** Registers a passkey for `u` on the configured address (the one proveStepUp checks against). */
  const registerPasskey = async (u: User, sessionId: string) => {
    const ctx = { db: t.db, rp: relyingParty() };
    const authenticator = softAuthenticator(ctx.rp);
    const options = await startPasskeyRegistration(u, sessionId, ctx);
    const input = { response: authenticator.register(options), name: "Notebook" };
    const done = await finishPasskeyRegistration(u, sessionId, input, ctx);
    if (typeof done === "string") throw new Error(done);
    return authenticator;
  };

  it("with a passkey: an assertion of this session's challenge, once, never the password", async () => {
    const u = await newUser();
    const other = await signedIn(u, 30);
    const user = await signedIn(u, 30);
    const authenticator = await registerPasskey(u, user.sessionId);
    expect(await stepUpMethods(u.id, t.db)).toEqual(["passkey"]);
    expect(await proveStepUp(user, { kind: "password", password: "a-long-enough-pass" })).toEqual({
      kind: "wrong",
    });
    // a challenge issued to another session of the same user does not prove this one
    const forOther = (await stepUpPasskeyOptions(other, t.db))!;
    const signedElsewhere = authenticator.assert(forOther.challenge);
    expect(await proveStepUp(user, { kind: "passkey", response: signedElsewhere })).toEqual({
      kind: "wrong",
    });
    expect(await proveStepUp(user, { kind: "passkey", response: "not json" })).toEqual({ kind: "wrong" });
    expect(await guarded()).toMatchObject({ code: "step_up" });

    const options = (await stepUpPasskeyOptions(user, t.db))!;
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    const response = JSON.stringify(authenticator.assert(options.challenge));
    expect(await proveStepUp(user, { kind: "passkey", response })).toEqual({ kind: "ok", method: "passkey" });
    expect(await guarded()).toEqual({ ok: true, data: "done" });
    const again = await signedIn(u, 30);
    expect(await proveStepUp(again, { kind: "passkey", response })).toEqual({ kind: "wrong" }); // replayed
    expect(await hasFreshProof()).toBe(false);
    const proofs = (await listAuditEntries({ limit: 500 }, t.db)).filter(
      (e) => e.targetId === u.id && e.action === "step_up.prove",
    );
    expect(proofs.map((e) => e.after)).toEqual([{ method: "passkey" }]);
  });

  it("with TOTP and a passkey: either proves it", async () => {
    const { user: u, secret } = await enrolled();
    const user = await signedIn(u, 30);
    const authenticator = await registerPasskey(u, user.sessionId);
    expect(await stepUpMethods(u.id, t.db)).toEqual(["code", "passkey"]);
    const options = (await stepUpPasskeyOptions(user, t.db))!;
    const response = authenticator.assert(options.challenge);
    expect(await proveStepUp(user, { kind: "passkey", response })).toEqual({ kind: "ok", method: "passkey" });
    const next = await signedIn(u, 30);
    const now = new Date();
    expect(await proveStepUp(next, { kind: "code", code: totpCodeAt(secret, now) }, now)).toEqual({
      kind: "ok",
      method: "totp",
    });
  });

  it("refreshes only the session that proved itself", async () => {
    const u = await newUser();
    const first = await signedIn(u, 30);
    const firstCookie = jar.cookies;
    await signedIn(u, 30);
    expect(await proveStepUp(first, { kind: "password", password: "a-long-enough-pass" })).toMatchObject({
      kind: "ok",
    });
    expect(await hasFreshProof()).toBe(false);
    jar.cookies = firstCookie;
    expect(await hasFreshProof()).toBe(true);
  });
});
