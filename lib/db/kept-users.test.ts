import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { setDbForTests } from "./client";
import { forgetKeptUsers, readThroughKept } from "./kept-users";
import { users } from "./schema";
import { replacePasswordHash, updateUser } from "./user-updates";
import { createUser, getSessionUserRow, removeUser, setUserPassword, type User } from "./users";

const actor = { id: null, email: "tester@palco.test" };

describe.each(testBackends())("the session's user row on %s", (backend) => {
  let t: TestDb;
  let user: User;
  beforeAll(async () => {
    t = await openTestDb(backend);
    setDbForTests(t);
  });
  afterAll(async () => {
    setDbForTests(null);
    await t?.cleanup();
  });
  beforeEach(async () => {
    forgetKeptUsers();
    user = await createUser(
      {
        email: `kept-${crypto.randomUUID()}@palco.test`,
        name: "Kim",
        role: "manager",
        password: "pw-kim-123456",
        producerIds: ["p1"],
      },
      actor,
      t.db,
    );
  });

  // A change made behind the write functions' backs shows whether a request reads the database.
  const changeRoleBehindTheBack = () =>
    t.db.update(users).set({ role: "staff" }).where(eq(users.id, user.id));

  if (backend === "pglite") {
    it("is read once and kept: PGlite's one connection belongs to this process", async () => {
      expect((await getSessionUserRow(user.id))?.role).toBe("manager");
      await changeRoleBehindTheBack();
      expect((await getSessionUserRow(user.id))?.role).toBe("manager");
      forgetKeptUsers();
      expect((await getSessionUserRow(user.id))?.role).toBe("staff");
    });
  } else {
    it("is read on every request: other instances write to PostgreSQL too", async () => {
      expect((await getSessionUserRow(user.id))?.role).toBe("manager");
      await changeRoleBehindTheBack();
      expect((await getSessionUserRow(user.id))?.role).toBe("staff");
    });
  }

  it("shows every write of the user functions at the next read", async () => {
    const roleOf = async () => (await getSessionUserRow(user.id))?.role;
    const epochOf = async () => (await getSessionUserRow(user.id))?.sessionEpoch;
    const epoch = user.sessionEpoch;
    expect(await roleOf()).toBe("manager");

    await updateUser(user.id, { role: "marketing" }, actor, t.db);
    expect(await roleOf()).toBe("marketing");
    await updateUser(user.id, { producerIds: ["p2", "p3"] }, actor, t.db);
    expect((await getSessionUserRow(user.id))?.producerIds).toEqual(["p2", "p3"]);
    await setUserPassword(user.email, "pw-new-1234567", actor, t.db);
    expect(await epochOf()).toBe(epoch + 2);
    await replacePasswordHash(user.id, "not-a-real-hash", t.db);
    expect(await roleOf()).toBe("marketing");
    await removeUser(user.email, actor, t.db);
    expect(await getSessionUserRow(user.id)).toBeNull();
  });
});

describe("kept rows", () => {
  const row = (role: User["role"]): User => ({
    id: "9d0f5a3e-1f7e-4c55-9a43-1f0a8f3c2b11",
    email: "kim@palco.test",
    name: "Kim",
    role,
    producerIds: ["p1"],
    sessionEpoch: 0,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });
  beforeEach(() => forgetKeptUsers());

  it("does not keep a read that a write overtook", async () => {
    let finish!: (u: User) => void;
    const inFlight = readThroughKept(row("manager").id, () => new Promise<User>((r) => (finish = r)));
    forgetKeptUsers(); // a write finishes while the read is still waiting for its answer
    finish(row("manager"));
    expect((await inFlight)?.role).toBe("manager");

    let reads = 0;
    const fresh = await readThroughKept(row("staff").id, async () => (reads++, row("staff")));
    expect(fresh?.role).toBe("staff");
    expect(reads).toBe(1);
  });

  it("hands out one frozen object, so no request can change what the next one sees", async () => {
    let reads = 0;
    const read = async () => (reads++, row("manager"));
    const first = await readThroughKept(row("manager").id, read);
    const second = await readThroughKept(row("manager").id, read);
    expect(reads).toBe(1);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first!.producerIds as string[]).push("p9")).toThrow(TypeError);
  });
});
