import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { listAuditEntries } from "@/lib/db/audit";
import * as password from "@/lib/db/password";
import { createUser } from "@/lib/db/users";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { attemptLogin } from "./login";

describe.each(testBackends())("attemptLogin on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await createUser(
      { email: "mia@x.test", name: "Mia", role: "marketing", password: "right-pass", producerIds: ["p1"] },
      { id: null, email: "test" },
      t.db,
    );
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("signs in with the right password, any e-mail case", async () => {
    const result = await attemptLogin(
      { email: " MIA@x.test ", password: "right-pass", address: "10.0.0.1" },
      t.db,
    );
    expect(result).toMatchObject({
      status: "ok",
      user: { email: "mia@x.test", role: "marketing", producerIds: ["p1"] },
    });
  });

  it("answers the same for a wrong password and an unknown account", async () => {
    const wrong = await attemptLogin({ email: "mia@x.test", password: "nope", address: "10.0.0.1" }, t.db);
    const unknown = await attemptLogin(
      { email: "ghost@x.test", password: "nope", address: "10.0.0.1" },
      t.db,
    );
    expect(wrong).toEqual({ status: "invalid" });
    expect(unknown).toEqual(wrong);
  });

  it("runs the KDF for unknown accounts too, so timing does not reveal which e-mails exist", async () => {
    const spy = vi.spyOn(password, "verifyAgainstDummy");
    await attemptLogin({ email: "ghost2@x.test", password: "nope", address: "10.3.0.1" }, t.db);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it("throttles an account from an address after 10 failures, known and unknown accounts alike, and says how long", async () => {
    const now = new Date(Date.now() + 10 * 60_000);
    for (const email of ["mia@x.test", "ghost3@x.test"]) {
      for (let i = 0; i < 10; i++) {
        expect(await attemptLogin({ email, password: "bad", address: "10.4.0.1", now }, t.db)).toEqual({
          status: "invalid",
        });
      }
    }
    const locked = await attemptLogin(
      { email: "mia@x.test", password: "right-pass", address: "10.4.0.1", now },
      t.db,
    );
    const ghost = await attemptLogin(
      { email: "ghost3@x.test", password: "x", address: "10.4.0.1", now },
      t.db,
    );
    expect(locked).toEqual({ status: "throttled", retryAfterSeconds: 60 });
    expect(ghost).toEqual(locked);
    // The same account from another address, and a colleague behind the same one, are not locked.
    expect(
      await attemptLogin({ email: "mia@x.test", password: "right-pass", address: "10.5.0.1", now }, t.db),
    ).toMatchObject({ status: "ok" });
    const later = new Date(now.getTime() + 61_000);
    expect(
      await attemptLogin(
        { email: "mia@x.test", password: "right-pass", address: "10.4.0.1", now: later },
        t.db,
      ),
    ).toMatchObject({
      status: "ok",
    });
  });

  it("writes every sign-in to the audit log with e-mail and address, never the password", async () => {
    const now = new Date(Date.now() + 20 * 60_000);
    await attemptLogin({ email: "mia@x.test", password: "Secret-typo-1", address: "10.6.0.1", now }, t.db);
    await attemptLogin({ email: "nobody@x.test", password: "Secret-typo-2", address: "10.6.0.2", now }, t.db);
    await attemptLogin({ email: "mia@x.test", password: "right-pass", address: "10.6.0.3", now }, t.db);
    const [ok, unknown, failed] = await listAuditEntries({ limit: 3 }, t.db);
    expect(failed).toMatchObject({
      action: "auth.sign_in_failed",
      userEmail: "mia@x.test",
      after: { address: "10.6.0.1", knownAccount: true },
    });
    expect(unknown).toMatchObject({
      action: "auth.sign_in_failed",
      userId: null,
      userEmail: "nobody@x.test",
      targetId: "nobody@x.test",
    });
    expect(ok).toMatchObject({
      action: "auth.sign_in",
      userEmail: "mia@x.test",
      targetType: "user",
      after: { address: "10.6.0.3" },
    });
    expect(ok.userId).toBe(ok.targetId);
    const all = JSON.stringify(await listAuditEntries({ limit: 500 }, t.db));
    expect(all).not.toMatch(/Secret-typo|right-pass/);
  });
});
