import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createUser } from "@/lib/db/users";
import { openTestDb, testBackends, type TestDb } from "@/lib/db/testing";

import { attemptLogin } from "./login";
import * as password from "@/lib/db/password";

describe.each(testBackends())("attemptLogin on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await createUser({ email: "mia@x.test", name: "Mia", role: "marketing", password: "right-pass", producerIds: ["p1"] }, { id: null, email: "test" }, t.db);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("signs in with the right password, any e-mail case", async () => {
    const result = await attemptLogin({ email: " MIA@x.test ", password: "right-pass", address: "10.0.0.1" }, t.db);
    expect(result).toMatchObject({ status: "ok", user: { email: "mia@x.test", role: "marketing", producerIds: ["p1"] } });
  });

  it("answers the same for a wrong password and an unknown account", async () => {
    const wrong = await attemptLogin({ email: "mia@x.test", password: "nope", address: "10.0.0.1" }, t.db);
    const unknown = await attemptLogin({ email: "ghost@x.test", password: "nope", address: "10.0.0.1" }, t.db);
    expect(wrong).toEqual({ status: "invalid" });
    expect(unknown).toEqual(wrong);
  });

  it("runs the KDF for unknown accounts too, so timing does not reveal which e-mails exist", async () => {
    const spy = vi.spyOn(password, "verifyAgainstDummy");
    await attemptLogin({ email: "ghost2@x.test", password: "nope", address: "10.3.0.1" }, t.db);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it("throttles after 10 failures, even with the right password, for known and unknown accounts alike", async () => {
    const now = new Date(Date.now() + 10 * 60_000);
    for (const email of ["mia@x.test", "ghost3@x.test"]) {
      for (let i = 0; i < 10; i++) {
        expect(await attemptLogin({ email, password: "bad", address: `10.4.0.${i}`, now }, t.db)).toEqual({ status: "invalid" });
      }
    }
    const locked = await attemptLogin({ email: "mia@x.test", password: "right-pass", address: "10.5.0.1", now }, t.db);
    const ghost = await attemptLogin({ email: "ghost3@x.test", password: "x", address: "10.5.0.1", now }, t.db);
    expect(locked).toMatchObject({ status: "throttled" });
    expect(ghost).toEqual(locked);
    const later = new Date(now.getTime() + 61_000);
    expect(await attemptLogin({ email: "mia@x.test", password: "right-pass", address: "10.5.0.2", now: later }, t.db)).toMatchObject({
      status: "ok",
    });
  });
});
