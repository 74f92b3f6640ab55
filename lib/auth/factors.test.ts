import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { deriveKey, openSecret } from "@/lib/crypto/secret-box";
import { listAuditEntries } from "@/lib/db/audit";
import { userPasskeys, userRecoveryCodes, userSessions, userTotp } from "@/lib/db/schema";
import { createSession, isNewDevice } from "@/lib/db/sessions";
import {
  DEFAULT_REQUIRED_ROLES,
  requiredRoles,
  seedRequiredRoles,
  setRequiredRoles,
} from "@/lib/db/two-factor-policy";
import { createUser, type User } from "@/lib/db/users";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import {
  checkSecondFactor,
  confirmEnrolment,
  disableTwoFactor,
  factorSummaries,
  FactorRequiredError,
  markSessionVerified,
  regenerateRecoveryCodes,
  signInFactorState,
  startEnrolment,
  totpKey,
  twoFactorStatus,
} from "./factors";
import { stepAt, totpCodeAt } from "./totp";

const key = totpKey("two-factor-test-secret-two-factor-test-secret");
const actor = { id: null, email: "tester@palco.test" };
// A fixed instant in the middle of a 30 s step, so ±30 s lands in the neighbouring steps.
const T0 = new Date(Math.floor(Date.UTC(2027, 0, 10, 12) / 30_000) * 30_000 + 15_000);
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(testBackends())("two-factor on %s", (backend) => {
  let t: TestDb;
  let n = 0;
  const newUser = (role: User["role"] = "manager") =>
    createUser(
      { email: `tf${++n}@palco.test`, name: `TF ${n}`, role, password: "a-long-enough-pass" },
      actor,
      t.db,
    );
  /** A user with a confirmed factor (confirmed at T0) and their secret and recovery codes. */
  const enrolled = async (role: User["role"] = "manager") => {
    const user = await newUser(role);
    const secret = (await startEnrolment(user.id, { db: t.db, key }))!;
    const done = await confirmEnrolment(user, totpCodeAt(secret, T0), { db: t.db, key, now: T0 });
    if (typeof done === "string") throw new Error(done);
    return { user, secret, codes: done.recoveryCodes };
  };

  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("keeps the secret sealed at rest: the row never holds it, only AUTH_SECRET's key opens it", async () => {
    const user = await newUser();
    const secret = await startEnrolment(user.id, { db: t.db, key });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await startEnrolment(user.id, { db: t.db, key })).toBe(secret);
    const [row] = await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row.secretSealed).not.toContain(secret!);
    expect(row.secretSealed).toMatch(/^v1\./);
    expect(openSecret(key, row.secretSealed)).toBe(secret);
    expect(() =>
      openSecret(totpKey("another-secret-another-secret-another-secret"), row.secretSealed),
    ).toThrow();
    // not the webhook secrets' key either
    expect(() =>
      openSecret(deriveKey("two-factor-test-secret-two-factor-test-secret"), row.secretSealed),
    ).toThrow();
  });

  it("confirms with a code, hands out 10 recovery codes stored hashed, and audits without secrets", async () => {
    const user = await newUser();
    const secret = (await startEnrolment(user.id, { db: t.db, key }))!;
    expect(await confirmEnrolment(user, "000000", { db: t.db, key, now: T0 })).toBe(
      totpCodeAt(secret, T0) === "000000" ? expect.anything() : "wrong_code",
    );
    const code = totpCodeAt(secret, T0);
    const done = await confirmEnrolment(user, code, { db: t.db, key, now: T0 });
    if (typeof done === "string") throw new Error(done);
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    const stored = JSON.stringify(
      await t.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id)),
    );
    for (const c of done.recoveryCodes) expect(stored).not.toContain(c);
    expect(await twoFactorStatus(user.id, t.db)).toMatchObject({ enabled: true, recoveryLeft: 10 });
    expect(await startEnrolment(user.id, { db: t.db, key })).toBeNull();
    const audit = await listAuditEntries({ limit: 50 }, t.db);
    const entry = audit.find((a) => a.action === "two_factor.enable" && a.targetId === user.id);
    expect(entry).toBeTruthy();
    const all = JSON.stringify(audit);
    for (const s of [secret, code, ...done.recoveryCodes]) expect(all).not.toContain(s);
    // the confirming code is spent: it cannot sign in afterwards
    expect(await checkSecondFactor(user.id, code, { db: t.db, key, now: T0 })).toBe("wrong");
  });

  it("sums up every user's factors at once: a confirmed app, a passkey count; an unconfirmed enrolment is none", async () => {
    const { user: withApp } = await enrolled();
    const pending = await newUser();
    await startEnrolment(pending.id, { db: t.db, key });
    const withKeys = await newUser();
    await t.db.insert(userPasskeys).values(
      ["a", "b"].map((c) => ({
        userId: withKeys.id,
        credentialId: `${withKeys.id}-${c}`,
        publicKey: "k",
        name: c,
      })),
    );
    const all = await factorSummaries(t.db);
    expect(all.get(withApp.id)).toEqual({ totp: true, passkeys: 0 });
    expect(all.get(withKeys.id)).toEqual({ totp: false, passkeys: 2 });
    expect(all.get(pending.id)).toBeUndefined();
  });

  it("accepts the current step ±1 only, and never the same step twice", async () => {
    const { user, secret } = await enrolled();
    const check = (code: string, now: Date) => checkSecondFactor(user.id, code, { db: t.db, key, now });
    // Two steps away either side: refused.
    expect(await check(totpCodeAt(secret, at(60)), at(120 + 60))).toBe("wrong");
    expect(await check(totpCodeAt(secret, at(120)), at(60))).toBe("wrong");
    // The previous step's code (30 s late) and the next one's (30 s early) are accepted…
    expect(await check(totpCodeAt(secret, at(60)), at(90))).toBe("totp");
    const next = totpCodeAt(secret, at(150));
    expect(await check(next, at(120))).toBe("totp");
    // …each once: the same code again, or an older step than the last one used, is refused.
    expect(await check(next, at(150))).toBe("wrong");
    expect(await check(totpCodeAt(secret, at(120)), at(120))).toBe("wrong");
    const [row] = await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row.lastStep).toBe(stepAt(at(150)));
    expect(await check(totpCodeAt(secret, at(180)), at(180))).toBe("totp");
  });

  it("lets exactly one of two simultaneous requests with the same code through", async () => {
    const { user, secret } = await enrolled();
    const code = totpCodeAt(secret, at(300));
    const results = await Promise.all(
      [1, 2, 3].map(() => checkSecondFactor(user.id, code, { db: t.db, key, now: at(300) })),
    );
    expect(results.filter((r) => r === "totp")).toHaveLength(1);
  });

  it("spends a recovery code once (typed in any case, with or without the dash)", async () => {
    const { user, codes } = await enrolled();
    const check = (code: string) => checkSecondFactor(user.id, code, { db: t.db, key, now: at(600) });
    expect(await check(codes[0])).toBe("recovery");
    expect(await check(codes[0])).toBe("wrong");
    expect(await check(` ${codes[1].replace("-", "").toUpperCase()} `)).toBe("recovery");
    expect(await check(codes[1])).toBe("wrong");
    expect(await check("aaaaa-aaaaa")).toBe("wrong");
    expect((await twoFactorStatus(user.id, t.db)).recoveryLeft).toBe(8);
    // Regenerating replaces them all.
    const fresh = (await regenerateRecoveryCodes(user, { db: t.db }))!;
    expect(await check(codes[2])).toBe("wrong");
    expect(await check(fresh[0])).toBe("recovery");
    expect((await twoFactorStatus(user.id, t.db)).recoveryLeft).toBe(9);
  });

  it("after AUTH_SECRET changed, the sealed secret stays shut but recovery codes still sign in", async () => {
    const { user, secret, codes } = await enrolled();
    const otherKey = totpKey("a-new-auth-secret-a-new-auth-secret-a-new");
    const now = at(900);
    expect(await checkSecondFactor(user.id, totpCodeAt(secret, now), { db: t.db, key: otherKey, now })).toBe(
      "wrong",
    );
    expect(await checkSecondFactor(user.id, codes[0], { db: t.db, key: otherKey, now })).toBe("recovery");
  });

  it("another user's code never passes for someone else", async () => {
    const a = await enrolled();
    const b = await enrolled();
    expect(await checkSecondFactor(b.user.id, a.codes[0], { db: t.db, key, now: at(700) })).toBe("wrong");
    expect(
      await checkSecondFactor(b.user.id, totpCodeAt(a.secret, at(700)), { db: t.db, key, now: at(700) }),
    ).toBe(totpCodeAt(a.secret, at(700)) === totpCodeAt(b.secret, at(700)) ? "totp" : "wrong");
  });

  it("policy: admins and managers by default; a required role cannot remove its factor", async () => {
    expect(await requiredRoles(t.db)).toEqual([...DEFAULT_REQUIRED_ROLES]);
    const manager = await enrolled("manager");
    await expect(disableTwoFactor(manager.user, { db: t.db })).rejects.toBeInstanceOf(FactorRequiredError);
    expect((await twoFactorStatus(manager.user.id, t.db)).enabled).toBe(true);

    const staff = await newUser("staff");
    expect(await signInFactorState(staff, t.db)).toBeNull();
    expect(await signInFactorState(await newUser("admin"), t.db)).toBe("enrol");
    expect(await signInFactorState(manager.user, t.db)).toBe("verify");

    await setRequiredRoles(["staff"], { id: manager.user.id, email: manager.user.email }, t.db);
    await seedRequiredRoles([], t.db); // the demo seed never overrides an admin's choice
    expect(await requiredRoles(t.db)).toEqual(["staff"]);
    expect(await signInFactorState(staff, t.db)).toBe("enrol");
    const policy = (await listAuditEntries({ limit: 100 }, t.db)).find(
      (a) => a.action === "two_factor.policy",
    );
    expect(policy).toMatchObject({ before: { roles: ["admin", "manager"] }, after: { roles: ["staff"] } });

    expect(await disableTwoFactor(manager.user, { db: t.db })).toBe(true);
    expect(await twoFactorStatus(manager.user.id, t.db)).toMatchObject({ enabled: false, recoveryLeft: 0 });
    expect(await checkSecondFactor(manager.user.id, manager.codes[3], { db: t.db, key })).toBe("wrong");
    await setRequiredRoles([...DEFAULT_REQUIRED_ROLES], actor, t.db);
  });

  it("a pending session is marked verified only for its own user; new devices are told apart", async () => {
    const { user } = await enrolled();
    const other = await newUser();
    const sid = await createSession(
      { userId: user.id, device: "Chrome · Linux", address: null, factorPending: "verify" },
      t.db,
    );
    const [pending] = await t.db.select().from(userSessions).where(eq(userSessions.id, sid));
    expect(pending).toMatchObject({ factorPending: "verify", factorAt: null });
    await markSessionVerified(sid, other.id, { db: t.db });
    const [still] = await t.db.select().from(userSessions).where(eq(userSessions.id, sid));
    expect(still.factorPending).toBe("verify");
    await markSessionVerified(sid, user.id, { db: t.db, now: T0 });
    const [done] = await t.db.select().from(userSessions).where(eq(userSessions.id, sid));
    expect(done).toMatchObject({ factorPending: null, factorAt: T0 });

    expect(await isNewDevice(user.id, "Chrome · Linux", sid, t.db)).toBe(false); // the first sign-in
    const second = await createSession({ userId: user.id, device: "Firefox · Windows", address: null }, t.db);
    expect(await isNewDevice(user.id, "Firefox · Windows", second, t.db)).toBe(true);
    const third = await createSession({ userId: user.id, device: "Chrome · Linux", address: null }, t.db);
    expect(await isNewDevice(user.id, "Chrome · Linux", third, t.db)).toBe(false);
  });
});
