import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listAuditEntries } from "@/lib/db/audit";
import { passkeyChallenges, userPasskeys } from "@/lib/db/schema";
import { setUserStatus } from "@/lib/db/team";
import { setRequiredRoles } from "@/lib/db/two-factor-policy";
import { createUser, type User } from "@/lib/db/users";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import {
  confirmEnrolment,
  disableTwoFactor,
  FactorRequiredError,
  signInFactorState,
  startEnrolment,
  totpKey,
} from "../factors";
import { totpCodeAt } from "../totp";
import { assertionOptions, passkeyOptionsForUser, verifyPasskeyForUser } from "./assertion";
import { CHALLENGE_TTL_MS } from "./challenges";
import { listPasskeys, removePasskey, renamePasskey } from "./manage";
import { finishPasskeyRegistration, startPasskeyRegistration } from "./registration";
import { relyingParty } from "./relying-party";
import { passkeySignInOptions, signInWithPasskey } from "./sign-in";
import { softAuthenticator } from "./soft-authenticator.test-support";

const rp = relyingParty("http://localhost:3000");
const actor = { id: null, email: "tester@palco.test" };
const SESSION = "00000000-0000-4000-8000-000000000001";
const OTHER_SESSION = "00000000-0000-4000-8000-000000000002";

describe.each(testBackends())("passkeys on %s", (backend) => {
  let t: TestDb;
  let n = 0;
  const ctx = () => ({ db: t.db, rp });
  const newUser = (role: User["role"] = "manager") =>
    createUser(
      { email: `pk${++n}@palco.test`, name: `PK ${n}`, role, password: "a-long-enough-pass" },
      actor,
      t.db,
    );
  /** A user with one registered passkey, and the authenticator holding it. */
  const withPasskey = async (role: User["role"] = "manager", user?: User) => {
    const who = user ?? (await newUser(role));
    const authenticator = softAuthenticator(rp);
    const options = await startPasskeyRegistration(who, SESSION, ctx());
    const done = await finishPasskeyRegistration(
      who,
      SESSION,
      { response: authenticator.register(options), name: "Notebook" },
      ctx(),
    );
    if (typeof done === "string") throw new Error(done);
    return { user: who, authenticator, passkey: done };
  };

  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("derives the RP ID and origin from the configured public address", () => {
    expect(relyingParty("https://palco.example.com/some/path")).toEqual({
      rpID: "palco.example.com",
      rpName: "Palco",
      origin: "https://palco.example.com",
    });
  });

  it("registers several named passkeys, stores only the public key and audits without key material", async () => {
    const { user, authenticator, passkey } = await withPasskey();
    const second = await withPasskey("manager", user);
    expect((await listPasskeys(user.id, t.db)).map((p) => p.name)).toEqual(["Notebook", "Notebook"]);
    expect(await renamePasskey(user, second.passkey.id, "Celular", ctx())).toBe(true);
    expect((await listPasskeys(user.id, t.db)).map((p) => p.name)).toEqual(["Notebook", "Celular"]);
    const [row] = await t.db.select().from(userPasskeys).where(eq(userPasskeys.id, passkey.id));
    expect(row.credentialId).toBe(authenticator.id);
    expect(row.transports).toEqual(["internal"]);
    const entries = (await listAuditEntries({ limit: 50 }, t.db)).filter(
      (e) => e.targetId === user.id && e.action.startsWith("passkey."),
    );
    expect(entries.map((e) => e.action)).toEqual(["passkey.rename", "passkey.register", "passkey.register"]);
    expect(JSON.stringify(entries)).not.toContain(row.publicKey);
    // The options exclude the authenticators already registered.
    const again = await startPasskeyRegistration(user, SESSION, ctx());
    expect(again.excludeCredentials?.map((c) => c.id)).toContain(authenticator.id);
    expect(again.authenticatorSelection?.residentKey).toBe("required");
  });

  it("spends a registration challenge once, for the session and user it was issued to", async () => {
    const user = await newUser();
    const other = await newUser();
    const authenticator = softAuthenticator(rp);
    const options = await startPasskeyRegistration(user, SESSION, ctx());
    const response = authenticator.register(options);
    const input = { response, name: "Chave" };
    expect(await finishPasskeyRegistration(other, SESSION, input, ctx())).toBe("invalid");
    expect(await finishPasskeyRegistration(user, OTHER_SESSION, input, ctx())).toBe("invalid");
    expect(await finishPasskeyRegistration(user, SESSION, input, ctx())).toMatchObject({ name: "Chave" });
    expect(await finishPasskeyRegistration(user, SESSION, input, ctx())).toBe("invalid");
    // a fresh challenge, the same authenticator again: refused as a duplicate
    const next = await startPasskeyRegistration(user, SESSION, ctx());
    const dup = { response: authenticator.register(next), name: "Outra" };
    expect(await finishPasskeyRegistration(user, SESSION, dup, ctx())).toBe("duplicate");
  });

  it("refuses a challenge past its expiry and one signed for another origin", async () => {
    const { user, authenticator } = await withPasskey();
    const now = new Date();
    const options = (await passkeyOptionsForUser(user.id, {}, { ...ctx(), now }))!;
    const late = new Date(now.getTime() + CHALLENGE_TTL_MS + 1000);
    const response = authenticator.assert(options.challenge);
    expect(await verifyPasskeyForUser(user.id, response, {}, { ...ctx(), now: late })).toBeNull();
    const fresh = (await passkeyOptionsForUser(user.id, {}, ctx()))!;
    const foreign = authenticator.assert(fresh.challenge, { at: "https://evil.example" });
    expect(await verifyPasskeyForUser(user.id, foreign, {}, ctx())).toBeNull();
    // expired rows are pruned when a new challenge is issued
    await passkeyOptionsForUser(user.id, {}, { ...ctx(), now: late });
    const left = await t.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.challenge, options.challenge));
    expect(left).toEqual([]);
  });

  it("accepts an assertion once, moves the counter and refuses a count that does not move", async () => {
    const { user, authenticator, passkey } = await withPasskey();
    const options = (await passkeyOptionsForUser(user.id, {}, ctx()))!;
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    const response = authenticator.assert(options.challenge);
    expect(await verifyPasskeyForUser(user.id, response, {}, ctx())).toMatchObject({ passkeyId: passkey.id });
    expect(await verifyPasskeyForUser(user.id, response, {}, ctx())).toBeNull(); // replayed
    const [row] = await t.db.select().from(userPasskeys).where(eq(userPasskeys.id, passkey.id));
    expect(row.counter).toBe(authenticator.counter);
    expect(row.lastUsedAt).not.toBeNull();
    const cloned = (await passkeyOptionsForUser(user.id, {}, ctx()))!;
    const stale = authenticator.assert(cloned.challenge, { counterStep: 0 });
    expect(await verifyPasskeyForUser(user.id, stale, {}, ctx())).toBeNull();
    const actions = (await listAuditEntries({ limit: 50 }, t.db))
      .filter((e) => e.targetId === user.id && e.action.startsWith("two_factor."))
      .map((e) => [e.action, (e.after as { method: string }).method]);
    expect(actions).toEqual([
      ["two_factor.verify_failed", "passkey"],
      ["two_factor.verify_failed", "passkey"],
      ["two_factor.verify", "passkey"],
    ]);
  });

  it("never accepts another user's passkey, nor a challenge issued for another purpose or session", async () => {
    const a = await withPasskey();
    const b = await withPasskey();
    expect(await passkeyOptionsForUser((await newUser()).id, {}, ctx())).toBeNull();
    const forB = (await passkeyOptionsForUser(b.user.id, {}, ctx()))!;
    expect(
      await verifyPasskeyForUser(b.user.id, a.authenticator.assert(forB.challenge), {}, ctx()),
    ).toBeNull();
    const forA = (await passkeyOptionsForUser(a.user.id, {}, ctx()))!;
    expect(
      await verifyPasskeyForUser(b.user.id, a.authenticator.assert(forA.challenge), {}, ctx()),
    ).toBeNull();
    const step = (await passkeyOptionsForUser(
      a.user.id,
      { purpose: "second_factor", sessionId: SESSION },
      ctx(),
    ))!;
    const signed = a.authenticator.assert(step.challenge);
    expect(await verifyPasskeyForUser(a.user.id, signed, { purpose: "step_up" }, ctx())).toBeNull();
    const again = (await passkeyOptionsForUser(
      a.user.id,
      { purpose: "second_factor", sessionId: SESSION },
      ctx(),
    ))!;
    const other = a.authenticator.assert(again.challenge);
    expect(
      await verifyPasskeyForUser(
        a.user.id,
        other,
        { purpose: "second_factor", sessionId: OTHER_SESSION },
        ctx(),
      ),
    ).toBeNull();
    const last = (await passkeyOptionsForUser(
      a.user.id,
      { purpose: "second_factor", sessionId: SESSION },
      ctx(),
    ))!;
    expect(
      await verifyPasskeyForUser(
        a.user.id,
        a.authenticator.assert(last.challenge),
        { purpose: "second_factor", sessionId: SESSION },
        ctx(),
      ),
    ).not.toBeNull();
    expect(await verifyPasskeyForUser(a.user.id, { id: "x" }, {}, ctx())).toBeNull();
  });

  it("signs in without a password only with a verified person and an active user", async () => {
    const { user, authenticator } = await withPasskey();
    const options = await passkeySignInOptions(ctx());
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");
    const unverified = authenticator.assert(options.challenge, { verified: false });
    expect(await signInWithPasskey(unverified, ctx())).toBeNull();
    const next = await passkeySignInOptions(ctx());
    const signedIn = await signInWithPasskey(authenticator.assert(next.challenge), ctx());
    expect(signedIn?.user.id).toBe(user.id);
    // a second factor's challenge does not sign anyone in
    const step = (await assertionOptions(
      { purpose: "second_factor", userId: user.id, sessionId: SESSION },
      ctx(),
    ))!;
    expect(await signInWithPasskey(authenticator.assert(step.challenge), ctx())).toBeNull();
    await setUserStatus(user.id, "deactivated", actor, t.db);
    const late = await passkeySignInOptions(ctx());
    expect(await signInWithPasskey(authenticator.assert(late.challenge), ctx())).toBeNull();
    const audit = (await listAuditEntries({ limit: 50 }, t.db)).filter(
      (e) => e.action.startsWith("auth.sign_in") && (e.after as { method?: string }).method === "passkey",
    );
    expect(audit.map((e) => e.action)).toContain("auth.sign_in");
    expect(audit.filter((e) => e.action === "auth.sign_in_failed").length).toBeGreaterThanOrEqual(3);
  });

  it("makes a passkey a second factor, and keeps a required role's last factor", async () => {
    await setRequiredRoles(["manager"], actor, t.db);
    try {
      const { user, passkey } = await withPasskey("manager");
      expect(await signInFactorState(user, t.db)).toBe("verify");
      const second = await withPasskey("manager", user);
      expect(await removePasskey(user, passkey.id, ctx())).toEqual({ name: "Notebook" });
      await expect(removePasskey(user, second.passkey.id, ctx())).rejects.toBeInstanceOf(FactorRequiredError);
      expect(await listPasskeys(user.id, t.db)).toHaveLength(1);
      // With TOTP beside it, the last passkey may go; then TOTP is the last and stays.
      const key = totpKey("passkeys-test-secret-passkeys-test-secret");
      const secret = (await startEnrolment(user.id, { db: t.db, key }))!;
      expect(await confirmEnrolment(user, totpCodeAt(secret, new Date()), { db: t.db, key })).toHaveProperty(
        "recoveryCodes",
      );
      expect(await removePasskey(user, second.passkey.id, ctx())).not.toBeNull();
      await expect(disableTwoFactor(user, { db: t.db })).rejects.toBeInstanceOf(FactorRequiredError);
      // and TOTP may go while a passkey remains
      await withPasskey("manager", user);
      expect(await disableTwoFactor(user, { db: t.db })).toBe(true);
      expect(await signInFactorState(user, t.db)).toBe("verify");
      // someone else's passkey id matches nothing
      const stranger = await withPasskey("staff");
      expect(await removePasskey(user, stranger.passkey.id, ctx())).toBeNull();
      expect(await renamePasskey(user, stranger.passkey.id, "Minha", ctx())).toBe(false);
      expect(await removePasskey(stranger.user, stranger.passkey.id, ctx())).toEqual({ name: "Notebook" });
      const audit = (await listAuditEntries({ limit: 80 }, t.db)).filter(
        (e) => e.action === "passkey.remove",
      );
      expect(audit.length).toBeGreaterThanOrEqual(3);
    } finally {
      await setRequiredRoles([], actor, t.db);
    }
  });
});
