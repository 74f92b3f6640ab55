import { encode, type JWT } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { markSessionVerified } from "@/lib/auth/factors";
import { setDbForTests } from "@/lib/db/client";
import { createSession, endSessions } from "@/lib/db/sessions";
import { setUserStatus } from "@/lib/db/team";
import { updateUser } from "@/lib/db/user-updates";
import { createUser, removeUser, setUserPassword, type User } from "@/lib/db/users";

import { openTestDb, type TestDb } from "@/test/db";
import { tamperedToken } from "@/test/tampered-token";

import {
  AuthError,
  getPendingSession,
  getSessionUser,
  requireCapability,
  requireProducer,
  requireUser,
} from "./session";

const SECRET = "session-test-secret-session-test-secret";
// The request's cookies: the real session cookie next-auth would have set, encrypted with SECRET.
const jar = vi.hoisted(() => ({ cookies: [] as { name: string; value: string }[] }));
vi.mock("next/headers", () => ({ cookies: async () => ({ getAll: () => jar.cookies }) }));
vi.mock("./secret", () => ({ resolveAuthSecret: () => SECRET }));
vi.mock("./cookies", () => ({
  secureCookiesEnabled: () => false,
  sessionCookieName: () => "next-auth.session-token",
}));

const actor = { id: null, email: "test" };
const withToken = async (claims: JWT, maxAge?: number) => {
  jar.cookies = [
    { name: "next-auth.session-token", value: await encode({ token: claims, secret: SECRET, maxAge }) },
  ];
};
/** Signs in as `u`: a new server-side session row, named by the cookie; returns its id. */
const signedInAs = async (u: User, epoch = u.sessionEpoch, factorPending?: "verify" | "enrol") => {
  const sid = await createSession({
    userId: u.id,
    device: "Chrome · Linux",
    address: "127.0.0.1",
    factorPending,
  });
  await withToken({
    uid: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    producerIds: u.producerIds,
    epoch,
    sid,
  });
  return sid;
};

describe("session checks", () => {
  let t: TestDb;
  let staff: User;
  let admin: User;
  beforeAll(async () => {
    t = await openTestDb("pglite");
    setDbForTests(t);
    staff = await createUser(
      { email: "staff@x.test", name: "Sara", role: "staff", password: "pw-123456789", producerIds: ["p1"] },
      actor,
      t.db,
    );
    admin = await createUser(
      { email: "admin@x.test", name: "Ana", role: "admin", password: "pw-123456789" },
      actor,
      t.db,
    );
  });
  afterAll(async () => {
    setDbForTests(null);
    await t?.cleanup();
  });
  beforeEach(() => {
    jar.cookies = [];
  });

  const reason = (p: Promise<unknown>) =>
    p.then(
      () => "ok",
      (e: unknown) => (e instanceof AuthError ? e.reason : String(e)),
    );

  it("answers null / unauthenticated without a session", async () => {
    expect(await getSessionUser()).toBeNull();
    expect(await reason(requireUser())).toBe("unauthenticated");
    await withToken({ uid: "not-a-uuid", email: "x@x.test", role: "admin", epoch: 0 });
    expect(await getSessionUser()).toBeNull();
  });

  it("refuses an expired, altered or incomplete token", async () => {
    await withToken({ uid: staff.id, email: staff.email, role: staff.role, epoch: staff.sessionEpoch }, -60);
    expect(await getSessionUser()).toBeNull();
    await signedInAs(staff);
    jar.cookies = [{ ...jar.cookies[0], value: tamperedToken(jar.cookies[0].value) }];
    expect(await getSessionUser()).toBeNull();
    await withToken({ uid: staff.id, role: staff.role, epoch: staff.sessionEpoch });
    expect(await getSessionUser()).toBeNull();
    await signedInAs(staff);
    expect((await getSessionUser())?.id).toBe(staff.id);
  });

  it("a session still owing its second factor is no session, except to the second step", async () => {
    for (const pending of ["verify", "enrol"] as const) {
      const sid = await signedInAs(admin, admin.sessionEpoch, pending);
      expect(await getSessionUser()).toBeNull();
      expect(await reason(requireCapability("team:manage"))).toBe("unauthenticated");
      expect(await getPendingSession()).toMatchObject({ pending, user: { id: admin.id, sessionId: sid } });
      await markSessionVerified(sid, admin.id);
      expect((await getSessionUser())?.id).toBe(admin.id);
      expect(await getPendingSession()).toBeNull();
    }
  });

  it("returns the user as stored, with their producer scope", async () => {
    await signedInAs(staff);
    expect(await requireUser()).toEqual({
      id: staff.id,
      email: "staff@x.test",
      name: "Sara",
      role: "staff",
      producerIds: ["p1"],
      sessionId: expect.any(String),
    });
  });

  it("enforces roles, capabilities and producers", async () => {
    await signedInAs(staff);
    expect(await reason(requireCapability("orders:read"))).toBe("ok");
    expect(await reason(requireCapability("orders:cancel"))).toBe("forbidden");
    expect(await reason(requireProducer("p1"))).toBe("ok");
    expect(await reason(requireProducer("p2"))).toBe("forbidden");
    await signedInAs(admin);
    expect(await reason(requireProducer("any-producer"))).toBe("ok");
  });

  it("ends access when the role changes, the password is reset, or the user is removed", async () => {
    const temp = await createUser(
      { email: "temp@x.test", name: "T", role: "manager", password: "pw-123456789" },
      actor,
      t.db,
    );
    await signedInAs(temp);
    expect(await getSessionUser()).not.toBeNull();

    await updateUser(temp.id, { role: "staff" }, actor, t.db);
    expect(await getSessionUser()).toBeNull();
    await signedInAs({ ...temp, role: "staff" }, temp.sessionEpoch + 1);
    expect(await getSessionUser()).not.toBeNull();

    await setUserPassword(temp.email, "another-pass-1", actor, t.db);
    expect(await getSessionUser()).toBeNull();
    await signedInAs({ ...temp, role: "staff" }, temp.sessionEpoch + 2);
    expect(await getSessionUser()).not.toBeNull();

    await removeUser(temp.email, actor, t.db);
    expect(await reason(requireUser())).toBe("unauthenticated");
  });

  it("applies membership changes at once, without a new sign-in", async () => {
    await signedInAs(staff);
    await updateUser(staff.id, { producerIds: ["p2"] }, actor, t.db);
    expect(await reason(requireProducer("p1"))).toBe("forbidden");
    expect(await reason(requireProducer("p2"))).toBe("ok");
  });

  it("refuses a token without a session id, or naming an ended or someone else's session", async () => {
    await withToken({ uid: staff.id, email: staff.email, role: staff.role, epoch: staff.sessionEpoch });
    expect(await getSessionUser()).toBeNull();
    const adminSid = await createSession({ userId: admin.id, device: "x", address: null });
    await withToken({
      uid: staff.id,
      email: staff.email,
      role: staff.role,
      epoch: staff.sessionEpoch,
      sid: adminSid,
    });
    expect(await getSessionUser()).toBeNull();

    const sid = await signedInAs(staff);
    const copied = jar.cookies;
    expect((await getSessionUser())?.sessionId).toBe(sid);
    expect(await endSessions(staff.id, { sessionId: sid }, actor)).toBe(1);
    jar.cookies = copied;
    expect(await getSessionUser()).toBeNull();
  });

  it("'sign out everywhere else' keeps only the current session", async () => {
    const other = await signedInAs(staff);
    const otherCookie = jar.cookies;
    const current = await signedInAs(staff);
    await endSessions(staff.id, { allExcept: current }, actor);
    expect((await getSessionUser())?.sessionId).toBe(current);
    jar.cookies = otherCookie;
    expect(await getSessionUser()).toBeNull();
    expect(other).not.toBe(current);
  });

  it("refuses a deactivated user's open session at the next request, and not after reactivation's new sign-in", async () => {
    const temp = await createUser(
      { email: "deact@x.test", name: "D", role: "marketing", password: "pw-123456789" },
      actor,
      t.db,
    );
    await signedInAs(temp);
    const cookie = jar.cookies;
    expect(await getSessionUser()).not.toBeNull();
    await setUserStatus(temp.id, "deactivated", actor, t.db);
    expect(await getSessionUser()).toBeNull();
    await setUserStatus(temp.id, "active", actor, t.db);
    jar.cookies = cookie;
    expect(await getSessionUser()).toBeNull();
  });
});
