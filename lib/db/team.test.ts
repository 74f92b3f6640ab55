import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { changeOwnPassword } from "./account";
import { listAuditEntries } from "./audit";
import { verifyPassword } from "./password";
import { createSession, endSessions, listOpenSessions } from "./sessions";
import {
  consumeLink,
  inviteUser,
  issuePasswordReset,
  listTeam,
  peekLink,
  resendInvitation,
  revokeInvitation,
  setUserStatus,
  TeamStateError,
} from "./team";
import { updateUser } from "./user-updates";
import { createUser, findUserForLogin, LastAdminError, removeUser, UserConflictError } from "./users";

const actor = { id: null, email: "tester@palco.test" };
const HOUR = 3_600_000;

describe.each(testBackends())("team, invitations and sessions on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("invites: no password until the one-time link (72 h, single use, stored hashed) sets one", async () => {
    const t0 = new Date();
    const { user, token } = await inviteUser(
      { email: "Sara@Example.com", name: "Sara", role: "staff", producerIds: ["p1"] },
      actor,
      t.db,
      t0,
    );
    expect(user).toMatchObject({ email: "sara@example.com", status: "invited", producerIds: ["p1"] });
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await t.db.query.userLinks.findMany();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await findUserForLogin("sara@example.com", t.db)).toMatchObject({ passwordHash: "!" });

    expect(await peekLink(token, t.db, new Date(t0.getTime() + 73 * HOUR))).toBeNull();
    expect(await peekLink(token, t.db, new Date(t0.getTime() + 71 * HOUR))).toEqual({
      kind: "invite",
      email: "sara@example.com",
      name: "Sara",
    });
    const used = await consumeLink(token, "a-long-enough-pass", t.db, new Date(t0.getTime() + HOUR));
    expect(used?.user.status).toBe("active");
    const login = await findUserForLogin("sara@example.com", t.db);
    expect(await verifyPassword("a-long-enough-pass", login!.passwordHash)).toBe(true);
    expect(await consumeLink(token, "another-long-pass", t.db)).toBeNull();
    expect(await peekLink(token, t.db)).toBeNull();
    await expect(
      inviteUser({ email: "sara@example.com", name: "x", role: "staff", producerIds: [] }, actor, t.db),
    ).rejects.toBeInstanceOf(UserConflictError);
  });

  it("resends (the old link stops working) and revokes a pending invitation", async () => {
    const first = await inviteUser(
      { email: "pend@example.com", name: "P", role: "marketing", producerIds: [] },
      actor,
      t.db,
    );
    const second = await resendInvitation(first.user.id, actor, t.db);
    expect(await peekLink(first.token, t.db)).toBeNull();
    expect(await peekLink(second!.token, t.db)).not.toBeNull();
    const team = await listTeam(t.db);
    expect(team.find((m) => m.id === first.user.id)?.inviteExpiresAt).toBeInstanceOf(Date);
    expect(await revokeInvitation(first.user.id, actor, t.db)).not.toBeNull();
    expect(await peekLink(second!.token, t.db)).toBeNull();
    expect((await listTeam(t.db)).some((m) => m.id === first.user.id)).toBe(false);
  });

  it("keeps one active admin: no demotion, deactivation or removal of the last", async () => {
    const admin = await createUser(
      { email: "only-admin@example.com", name: "A", role: "admin", password: "pw-123456789" },
      actor,
      t.db,
    );
    await expect(updateUser(admin.id, { role: "manager" }, actor, t.db)).rejects.toBeInstanceOf(
      LastAdminError,
    );
    await expect(setUserStatus(admin.id, "deactivated", actor, t.db)).rejects.toBeInstanceOf(LastAdminError);
    await expect(removeUser(admin.email, actor, t.db)).rejects.toBeInstanceOf(LastAdminError);
    const second = await createUser(
      { email: "second-admin@example.com", name: "B", role: "admin", password: "pw-123456789" },
      actor,
      t.db,
    );
    expect((await updateUser(admin.id, { role: "manager" }, actor, t.db))?.role).toBe("manager");
    await expect(setUserStatus(second.id, "deactivated", actor, t.db)).rejects.toBeInstanceOf(LastAdminError);
  });

  it("deactivation ends every open session; reactivation brings none back", async () => {
    const u = await createUser(
      { email: "deact@example.com", name: "D", role: "manager", password: "pw-123456789" },
      actor,
      t.db,
    );
    await createSession({ userId: u.id, device: "Chrome · Linux", address: "10.0.0.1" }, t.db);
    await createSession({ userId: u.id, device: "Safari · iOS", address: null }, t.db);
    expect(await listOpenSessions(u.id, t.db)).toHaveLength(2);
    await setUserStatus(u.id, "deactivated", actor, t.db);
    expect(await listOpenSessions(u.id, t.db)).toHaveLength(0);
    await expect(setUserStatus(u.id, "deactivated", actor, t.db)).rejects.toBeInstanceOf(TeamStateError);
    expect((await setUserStatus(u.id, "active", actor, t.db))?.status).toBe("active");
    expect(await listOpenSessions(u.id, t.db)).toHaveLength(0);
  });

  it("ends one, all but the current, or a user's own sessions only", async () => {
    const a = await createUser(
      { email: "sess-a@example.com", name: "A", role: "staff", password: "pw-123456789" },
      actor,
      t.db,
    );
    const b = await createUser(
      { email: "sess-b@example.com", name: "B", role: "staff", password: "pw-123456789" },
      actor,
      t.db,
    );
    const s1 = await createSession({ userId: a.id, device: "x", address: null }, t.db);
    const s2 = await createSession({ userId: a.id, device: "y", address: null }, t.db);
    const s3 = await createSession({ userId: a.id, device: "z", address: null }, t.db);
    const other = await createSession({ userId: b.id, device: "b", address: null }, t.db);
    expect(await endSessions(a.id, { sessionId: other }, actor, t.db)).toBe(0);
    expect(await endSessions(a.id, { sessionId: s1 }, actor, t.db)).toBe(1);
    expect(await endSessions(a.id, { allExcept: s3 }, actor, t.db)).toBe(1);
    expect((await listOpenSessions(a.id, t.db)).map((s) => s.id)).toEqual([s3]);
    expect((await listOpenSessions(b.id, t.db)).map((s) => s.id)).toEqual([other]);
    expect(s2).not.toBe(s3);
  });

  it("a reset link sets a new password once and ends the user's sessions; the admin never sees a password", async () => {
    const u = await createUser(
      { email: "reset@example.com", name: "R", role: "staff", password: "pw-123456789" },
      actor,
      t.db,
    );
    await createSession({ userId: u.id, device: "x", address: null }, t.db);
    const issued = await issuePasswordReset(u.id, actor, t.db);
    expect((await peekLink(issued!.token, t.db))?.kind).toBe("reset");
    expect((await consumeLink(issued!.token, "brand-new-pass-1", t.db))?.kind).toBe("reset");
    expect(await listOpenSessions(u.id, t.db)).toHaveLength(0);
    expect(await consumeLink(issued!.token, "brand-new-pass-2", t.db)).toBeNull();
    const entries = await listAuditEntries({ limit: 500 }, t.db);
    expect(JSON.stringify(entries)).not.toContain(issued!.token);
    expect(JSON.stringify(entries)).not.toContain("brand-new-pass");
  });

  it("a password change needs the current password and keeps only the current session", async () => {
    const u = await createUser(
      { email: "own@example.com", name: "O", role: "staff", password: "pw-123456789" },
      actor,
      t.db,
    );
    const keep = await createSession({ userId: u.id, device: "x", address: null }, t.db);
    await createSession({ userId: u.id, device: "y", address: null }, t.db);
    expect(await changeOwnPassword(u.id, "wrong-pass-123", "new-pass-12345", keep, t.db)).toBe(
      "wrong_current",
    );
    expect(await listOpenSessions(u.id, t.db)).toHaveLength(2);
    expect(await changeOwnPassword(u.id, "pw-123456789", "new-pass-12345", keep, t.db)).toBe("changed");
    expect((await listOpenSessions(u.id, t.db)).map((s) => s.id)).toEqual([keep]);
  });
});
