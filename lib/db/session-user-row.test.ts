import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { setDbForTests } from "./client";
import { users } from "./schema";
import { replacePasswordHash, updateUser } from "./user-updates";
import {
  createUser,
  forgetKeptUsers,
  getSessionUserRow,
  removeUser,
  setUserPassword,
  type User,
} from "./users";

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
      const first = await getSessionUserRow(user.id);
      expect(first?.role).toBe("manager");
      await changeRoleBehindTheBack();
      expect(await getSessionUserRow(user.id)).toBe(first);
      // One object for every request, frozen so that no request can change what the next one sees.
      expect(Object.isFrozen(first)).toBe(true);
      expect(() => (first!.producerIds as string[]).push("p9")).toThrow(TypeError);
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
