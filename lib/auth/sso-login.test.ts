import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listAuditEntries } from "@/lib/db/audit";
import { inviteUser, peekLink, setUserStatus } from "@/lib/db/team";
import { createUser, getUserByEmail, listUsers } from "@/lib/db/users";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { attemptSsoLogin } from "./sso-login";

const ADMIN = { id: null, email: "test" };
const claims = (email: string | null, emailVerified: unknown = true) => ({
  subject: `sub-${email}`,
  email,
  emailVerified,
});

describe.each(testBackends())("attemptSsoLogin on %s", (backend) => {
  let t: TestDb;
  let inviteToken: string;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await createUser(
      { email: "mia@x.test", name: "Mia", role: "marketing", password: "right-pass-1", producerIds: ["p1"] },
      ADMIN,
      t.db,
    );
    ({ token: inviteToken } = await inviteUser(
      { email: "bia@x.test", name: "Bia", role: "staff", producerIds: [] },
      ADMIN,
      t.db,
    ));
    const gone = await createUser(
      { email: "leo@x.test", name: "Leo", role: "manager", password: "right-pass-1", producerIds: [] },
      ADMIN,
      t.db,
    );
    await setUserStatus(gone.id, "deactivated", ADMIN, t.db);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const lastAudit = async () => (await listAuditEntries({ limit: 1 }, t.db))[0];

  it("signs in an active member by verified e-mail, any case, with role and scope unchanged", async () => {
    const result = await attemptSsoLogin(claims("MIA@x.test"), "10.0.0.1", t.db);
    expect(result).toMatchObject({
      status: "ok",
      user: { email: "mia@x.test", role: "marketing", producerIds: ["p1"], status: "active" },
    });
    expect(await lastAudit()).toMatchObject({
      action: "auth.sign_in",
      userEmail: "mia@x.test",
      after: { method: "oidc", address: "10.0.0.1" },
    });
  });

  it("accepts 'true' as a string for email_verified (some providers send it so)", async () => {
    expect(await attemptSsoLogin(claims("mia@x.test", "true"), null, t.db)).toMatchObject({ status: "ok" });
  });

  it("refuses an e-mail the provider has not verified, even a member's", async () => {
    for (const verified of [false, undefined, "false", 1]) {
      expect(await attemptSsoLogin({ ...claims("mia@x.test"), emailVerified: verified }, null, t.db)).toEqual(
        {
          status: "refused",
          reason: "unverified",
        },
      );
    }
    expect(await attemptSsoLogin(claims(null), null, t.db)).toEqual({
      status: "refused",
      reason: "unverified",
    });
    expect(await lastAudit()).toMatchObject({
      action: "auth.sign_in_failed",
      after: { method: "oidc", reason: "unverified" },
    });
  });

  it("refuses an unknown e-mail and creates no user", async () => {
    const before = (await listUsers(t.db)).length;
    expect(await attemptSsoLogin(claims("ghost@x.test"), "10.0.0.2", t.db)).toEqual({
      status: "refused",
      reason: "unknown",
    });
    expect(await getUserByEmail("ghost@x.test", t.db)).toBeNull();
    expect((await listUsers(t.db)).length).toBe(before);
    expect(await lastAudit()).toMatchObject({
      action: "auth.sign_in_failed",
      userEmail: "ghost@x.test",
      userId: null,
      after: { reason: "unknown", knownAccount: false },
    });
  });

  it("refuses a deactivated member and leaves them deactivated", async () => {
    expect(await attemptSsoLogin(claims("leo@x.test"), null, t.db)).toEqual({
      status: "refused",
      reason: "deactivated",
    });
    expect(await getUserByEmail("leo@x.test", t.db)).toMatchObject({
      status: "deactivated",
      role: "manager",
    });
  });

  it("an invited member's first SSO sign-in accepts the invitation: active, same role, link spent", async () => {
    expect(await peekLink(inviteToken, t.db)).not.toBeNull();
    const result = await attemptSsoLogin(claims("bia@x.test"), null, t.db);
    expect(result).toMatchObject({
      status: "ok",
      user: { email: "bia@x.test", role: "staff", status: "active" },
    });
    expect(await getUserByEmail("bia@x.test", t.db)).toMatchObject({ status: "active", role: "staff" });
    expect(await peekLink(inviteToken, t.db)).toBeNull();
    const actions = (await listAuditEntries({ limit: 2 }, t.db)).map((e) => e.action);
    expect(actions).toEqual(["auth.sign_in", "user.invite_accept"]);
  });
});
