import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { relyingParty } from "@/lib/auth/passkeys/relying-party";
import { softAuthenticator } from "@/lib/auth/passkeys/soft-authenticator.test-support";
import { getSessionUser } from "@/lib/auth/session";
import { setDbForTests } from "@/lib/db/client";
import { auditLog, passkeyChallenges, userPasskeys } from "@/lib/db/schema";
import { createSession } from "@/lib/db/sessions";
import { createUser, type User } from "@/lib/db/users";

import { openTestDb, type TestDb } from "@/test/db";

import { enrolPasskeyAction, enrolPasskeyOptionsAction } from "./enrol";

// The forced enrolment's passkey actions over the real session reader: the cookie next-auth would set,
// naming a server-side session row on PGlite. Only a session pending "enrol" gets anywhere.
const SECRET = "enrol-test-secret-enrol-test-secret-0";
const jar = vi.hoisted(() => ({ cookies: [] as { name: string; value: string }[] }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => jar.cookies }),
  headers: async () => new Headers(),
}));
vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));
vi.mock("@/lib/auth/secret", () => ({ resolveAuthSecret: () => SECRET }));
vi.mock("@/lib/auth/cookies", () => ({
  secureCookiesEnabled: () => false,
  sessionCookieName: () => "next-auth.session-token",
}));

const actor = { id: null, email: "test" };

async function signedInAs(u: User, factorPending?: "verify" | "enrol") {
  const sid = await createSession({ userId: u.id, device: "Chrome · Linux", address: null, factorPending });
  const token = { uid: u.id, email: u.email, name: u.name, role: u.role, epoch: u.sessionEpoch, sid };
  jar.cookies = [{ name: "next-auth.session-token", value: await encode({ token, secret: SECRET }) }];
  return sid;
}

describe("passkey enrolment actions (/login/two-factor)", () => {
  let t: TestDb;
  let n = 0;
  const newUser = () =>
    createUser(
      { email: `enrol${++n}@palco.test`, name: `Enrol ${n}`, role: "staff", password: "pw-123456789" },
      actor,
      t.db,
    );
  const challengesOf = (userId: string) =>
    t.db.select().from(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
  const passkeysOf = (userId: string) =>
    t.db.select().from(userPasskeys).where(eq(userPasskeys.userId, userId));

  beforeAll(async () => {
    t = await openTestDb("pglite");
    setDbForTests(t);
  });
  afterAll(async () => {
    setDbForTests(null);
    await t?.cleanup();
  });
  beforeEach(() => {
    jar.cookies = [];
  });

  it("refuses a visitor without a session: no challenge, nothing stored", async () => {
    const user = await newUser();
    expect(await enrolPasskeyOptionsAction()).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await enrolPasskeyAction({ name: "Notebook", response: {} })).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
    expect(await challengesOf(user.id)).toEqual([]);
  });

  it("refuses a session pending 'verify' (it owes a code, not an enrolment) and leaves it pending", async () => {
    const user = await newUser();
    // A challenge this very session was issued elsewhere does not help its answer through.
    const enrolling = await signedInAs(user, "enrol");
    const options = await enrolPasskeyOptionsAction();
    if (!options.ok) throw new Error(options.message);
    const response = softAuthenticator(relyingParty()).register(options.data);
    await signedInAs(user, "verify");
    expect(await enrolPasskeyOptionsAction()).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await enrolPasskeyAction({ name: "Notebook", response })).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
    expect((await challengesOf(user.id)).map((c) => c.sessionId)).toEqual([enrolling]);
    expect(await passkeysOf(user.id)).toEqual([]);
    expect(await getSessionUser()).toBeNull();
  });

  it("refuses a full session: it adds passkeys on /account, and this would refresh its step-up proof", async () => {
    const user = await newUser();
    await signedInAs(user);
    expect(await enrolPasskeyOptionsAction()).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await enrolPasskeyAction({ name: "Notebook", response: {} })).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
    expect(await challengesOf(user.id)).toEqual([]);
  });

  it("registers a passkey for a session pending 'enrol', audited, and makes that session usable", async () => {
    const user = await newUser();
    const sid = await signedInAs(user, "enrol");
    expect(await getSessionUser()).toBeNull();
    const options = await enrolPasskeyOptionsAction();
    if (!options.ok) throw new Error(options.message);
    expect(await challengesOf(user.id)).toMatchObject([
      { purpose: "register", userId: user.id, sessionId: sid },
    ]);
    const response = softAuthenticator(relyingParty()).register(options.data);
    const saved = await enrolPasskeyAction({ name: "Notebook", response });
    expect(saved).toMatchObject({ ok: true, data: { name: "Notebook" } });
    expect(await passkeysOf(user.id)).toHaveLength(1);
    expect(await getSessionUser()).toMatchObject({ id: user.id, sessionId: sid });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit.map((e) => e.action)).toContain("passkey.register");
    // The same answer again: its challenge is spent.
    expect(await enrolPasskeyAction({ name: "Notebook", response })).toMatchObject({ ok: false });
  });

  it("refuses another session's challenge: the answer must be to this session's own", async () => {
    const user = await newUser();
    await signedInAs(user, "enrol");
    const options = await enrolPasskeyOptionsAction();
    if (!options.ok) throw new Error(options.message);
    const response = softAuthenticator(relyingParty()).register(options.data);
    await signedInAs(user, "enrol");
    expect(await enrolPasskeyAction({ name: "Notebook", response })).toMatchObject({
      ok: false,
      code: "validation",
    });
    expect(await passkeysOf(user.id)).toEqual([]);
    expect(await getSessionUser()).toBeNull();
  });
});
