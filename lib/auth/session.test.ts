import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { setDbForTests } from "@/lib/db/client";
import { updateUser } from "@/lib/db/user-updates";
import { createUser, removeUser, setUserPassword, type User } from "@/lib/db/users";

import { openTestDb, type TestDb } from "@/test/db";

import { AuthError, getSessionUser, requireCapability, requireProducer, requireUser } from "./session";

const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("next-auth", () => ({ getServerSession: async () => session.current }));
vi.mock("./options", () => ({ getAuthOptions: () => ({}) }));

const actor = { id: null, email: "test" };
const signedInAs = (u: User, epoch = u.sessionEpoch) => {
  session.current = {
    user: { id: u.id, email: u.email, name: u.name, role: u.role, producerIds: u.producerIds },
    epoch,
  };
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
    session.current = null;
  });

  const reason = (p: Promise<unknown>) =>
    p.then(
      () => "ok",
      (e: unknown) => (e instanceof AuthError ? e.reason : String(e)),
    );

  it("answers null / unauthenticated without a session", async () => {
    expect(await getSessionUser()).toBeNull();
    expect(await reason(requireUser())).toBe("unauthenticated");
    session.current = { user: { id: "not-a-uuid", role: "admin" }, epoch: 0 };
    expect(await getSessionUser()).toBeNull();
  });

  it("returns the user as stored, with their producer scope", async () => {
    signedInAs(staff);
    expect(await requireUser()).toEqual({
      id: staff.id,
      email: "staff@x.test",
      name: "Sara",
      role: "staff",
      producerIds: ["p1"],
    });
  });

  it("enforces roles, capabilities and producers", async () => {
    signedInAs(staff);
    expect(await reason(requireCapability("orders:read"))).toBe("ok");
    expect(await reason(requireCapability("orders:cancel"))).toBe("forbidden");
    expect(await reason(requireProducer("p1"))).toBe("ok");
    expect(await reason(requireProducer("p2"))).toBe("forbidden");
    signedInAs(admin);
    expect(await reason(requireProducer("any-producer"))).toBe("ok");
  });

  it("ends access when the role changes, the password is reset, or the user is removed", async () => {
    const temp = await createUser(
      { email: "temp@x.test", name: "T", role: "manager", password: "pw-123456789" },
      actor,
      t.db,
    );
    signedInAs(temp);
    expect(await getSessionUser()).not.toBeNull();

    await updateUser(temp.id, { role: "staff" }, actor, t.db);
    expect(await getSessionUser()).toBeNull();
    signedInAs({ ...temp, role: "staff" }, temp.sessionEpoch + 1);
    expect(await getSessionUser()).not.toBeNull();

    await setUserPassword(temp.email, "another-pass-1", actor, t.db);
    expect(await getSessionUser()).toBeNull();
    signedInAs({ ...temp, role: "staff" }, temp.sessionEpoch + 2);
    expect(await getSessionUser()).not.toBeNull();

    await removeUser(temp.email, actor, t.db);
    expect(await reason(requireUser())).toBe("unauthenticated");
  });

  it("applies membership changes at once, without a new sign-in", async () => {
    signedInAs(staff);
    await updateUser(staff.id, { producerIds: ["p2"] }, actor, t.db);
    expect(await reason(requireProducer("p1"))).toBe("forbidden");
    expect(await reason(requireProducer("p2"))).toBe("ok");
  });
});
