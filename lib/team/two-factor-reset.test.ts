import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  confirmEnrolment,
  hasSecondFactor,
  passkeyCount,
  signInFactorState,
  startEnrolment,
  totpKey,
  twoFactorStatus,
} from "@/lib/auth/factors";
import { finishPasskeyRegistration, startPasskeyRegistration } from "@/lib/auth/passkeys/registration";
import { relyingParty } from "@/lib/auth/passkeys/relying-party";
import { softAuthenticator } from "@/lib/auth/passkeys/soft-authenticator.test-support";
import { totpCodeAt } from "@/lib/auth/totp";
import { listAuditEntries } from "@/lib/db/audit";
import { createSession, listOpenSessions } from "@/lib/db/sessions";
import { setRequiredRoles } from "@/lib/db/two-factor-policy";
import { createUser, type User } from "@/lib/db/users";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { OwnTwoFactorResetError, resetMemberTwoFactor } from "./two-factor-reset";

const key = totpKey("reset-test-secret-reset-test-secret-reset-test");
const actor = { id: null, email: "tester@palco.test" };
const rp = relyingParty("http://localhost:3000");
const SESSION = "00000000-0000-4000-8000-000000000001";

describe.each(testBackends())("an admin's reset of a member's two-factor on %s", (backend) => {
  let t: TestDb;
  let n = 0;
  let admin: User;
  beforeAll(async () => {
    t = await openTestDb(backend);
    admin = await createUser(
      { email: "reset-admin@palco.test", name: "Ana", role: "admin", password: "a-long-enough-pass" },
      actor,
      t.db,
    );
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  const enrolled = async (role: User["role"]) => {
    const user = await createUser(
      { email: `reset${++n}@palco.test`, name: `R ${n}`, role, password: "a-long-enough-pass" },
      actor,
      t.db,
    );
    const secret = (await startEnrolment(user.id, { db: t.db, key }))!;
    const done = await confirmEnrolment(user, totpCodeAt(secret, new Date()), { db: t.db, key });
    if (typeof done === "string") throw new Error(done);
    return user;
  };
  const by = () => ({ id: admin.id, email: admin.email });
  const addPasskey = async (user: User) => {
    const ctx = { db: t.db, rp };
    const options = await startPasskeyRegistration(user, SESSION, ctx);
    const input = { response: softAuthenticator(rp).register(options), name: "Chave" };
    const done = await finishPasskeyRegistration(user, SESSION, input, ctx);
    if (typeof done === "string") throw new Error(done);
  };

  it("removes a required role's factor (the last-factor rule does not apply), ends their sessions and is audited", async () => {
    await setRequiredRoles(["manager"], { id: admin.id, email: admin.email }, t.db);
    const member = await enrolled("manager");
    await createSession({ userId: member.id, device: "Chrome · Linux", address: null }, t.db);
    expect(await resetMemberTwoFactor(member.id, by(), { db: t.db, address: "10.0.0.1" })).toMatchObject({
      member: { id: member.id },
      removed: true,
    });
    expect(await twoFactorStatus(member.id, t.db)).toMatchObject({ enabled: false, recoveryLeft: 0 });
    expect(await listOpenSessions(member.id, t.db)).toEqual([]);
    // the next sign-in enrols again, the role requiring it
    expect(await signInFactorState(member, t.db)).toBe("enrol");
    const entry = (await listAuditEntries({ limit: 500 }, t.db)).find(
      (e) => e.action === "two_factor.admin_reset" && e.targetId === member.id,
    );
    expect(entry).toMatchObject({ userId: admin.id, address: "10.0.0.1" });
    await setRequiredRoles([], { id: admin.id, email: admin.email }, t.db);
  });

  it("removes the passkeys with the authenticator, and a member with passkeys only", async () => {
    await setRequiredRoles(["manager"], { id: admin.id, email: admin.email }, t.db);
    const both = await enrolled("manager");
    await addPasskey(both);
    await addPasskey(both);
    expect(await resetMemberTwoFactor(both.id, by(), { db: t.db })).toMatchObject({ removed: true });
    expect(await passkeyCount(both.id, t.db)).toBe(0);
    expect(await signInFactorState(both, t.db)).toBe("enrol");

    const keysOnly = await createUser(
      { email: `reset${++n}@palco.test`, name: `R ${n}`, role: "staff", password: "a-long-enough-pass" },
      actor,
      t.db,
    );
    await addPasskey(keysOnly);
    await createSession({ userId: keysOnly.id, device: "Safari · macOS", address: null }, t.db);
    expect(await hasSecondFactor(keysOnly.id, t.db)).toBe(true);
    expect(await resetMemberTwoFactor(keysOnly.id, by(), { db: t.db })).toMatchObject({ removed: true });
    expect(await hasSecondFactor(keysOnly.id, t.db)).toBe(false);
    expect(await listOpenSessions(keysOnly.id, t.db)).toEqual([]);
    const entry = (await listAuditEntries({ limit: 500 }, t.db)).find(
      (e) => e.action === "two_factor.admin_reset" && e.targetId === keysOnly.id,
    );
    expect(entry?.before).toEqual({ twoFactor: true, totp: false, passkeys: 1 });
    await setRequiredRoles([], { id: admin.id, email: admin.email }, t.db);
  });

  it("changes nothing for a member without a factor, or a missing one", async () => {
    const plain = await createUser(
      { email: "reset-plain@palco.test", name: "P", role: "staff", password: "a-long-enough-pass" },
      actor,
      t.db,
    );
    await createSession({ userId: plain.id, device: "Firefox · Linux", address: null }, t.db);
    expect(await resetMemberTwoFactor(plain.id, by(), { db: t.db })).toMatchObject({ removed: false });
    expect(await listOpenSessions(plain.id, t.db)).toHaveLength(1);
    expect(await resetMemberTwoFactor("7d6f3f5e-2a43-4a4e-9a5c-0f6b7c1d2e3f", by(), { db: t.db })).toBeNull();
  });

  it("refuses an admin's own", async () => {
    await expect(resetMemberTwoFactor(admin.id, by(), { db: t.db })).rejects.toThrow(OwnTwoFactorResetError);
  });
});
