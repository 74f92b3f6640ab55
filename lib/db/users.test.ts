import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { verifyPassword } from "@/lib/db/password";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { listAuditEntries } from "./audit";
import { ensureDemoUsers } from "./demo-users";
import { updateUser } from "./user-updates";
import {
  createUser,
  findUserForLogin,
  getUserByEmail,
  getUserById,
  listUsers,
  removeUser,
  setUserPassword,
  UserConflictError,
} from "./users";

const actor = { id: null, email: "tester@palco.test" };

describe.each(testBackends())("users and audit on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("creates a user with a lowercased e-mail, a KDF hash and all producers", async () => {
    const user = await createUser(
      { email: "  Ana@Example.COM ", name: "Ana", role: "manager", password: "pw-ana-123" },
      actor,
      t.db,
    );
    expect(user).toMatchObject({
      email: "ana@example.com",
      name: "Ana",
      role: "manager",
      producerIds: "all",
      sessionEpoch: 0,
    });
    expect(user).not.toHaveProperty("passwordHash");
    const stored = await findUserForLogin("ANA@example.com", t.db);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword("pw-ana-123", stored!.passwordHash)).toBe(true);
  });

  it("refuses a second account with the same e-mail in any case", async () => {
    await expect(
      createUser({ email: "ANA@example.com", name: "x", role: "staff", password: "p" }, actor, t.db),
    ).rejects.toBeInstanceOf(UserConflictError);
  });

  it("stores producer memberships", async () => {
    const user = await createUser(
      {
        email: "sara@example.com",
        name: "Sara",
        role: "staff",
        password: "p",
        producerIds: ["p2", "p1", "p1"],
      },
      actor,
      t.db,
    );
    expect(user.producerIds).toEqual(["p1", "p2"]);
    expect((await getUserById(user.id, t.db))?.producerIds).toEqual(["p1", "p2"]);
    const listed = await listUsers(t.db);
    expect(listed.map((u) => [u.email, u.producerIds])).toEqual([
      ["ana@example.com", "all"],
      ["sara@example.com", ["p1", "p2"]],
    ]);
  });

  it("updates role and scope, bumping the session epoch on a role change", async () => {
    const sara = (await getUserByEmail("sara@example.com", t.db))!;
    const renamed = await updateUser(sara.id, { name: "Sara P." }, actor, t.db);
    expect(renamed).toMatchObject({ name: "Sara P.", sessionEpoch: 0 });
    const promoted = await updateUser(sara.id, { role: "manager", producerIds: [] }, actor, t.db);
    expect(promoted).toMatchObject({ role: "manager", producerIds: "all", sessionEpoch: 1 });
    expect(
      await updateUser("00000000-0000-4000-8000-000000000000", { name: "ghost" }, actor, t.db),
    ).toBeNull();
  });

  it("resets a password and ends existing sessions", async () => {
    expect(await setUserPassword("ana@example.com", "new-pass-456", actor, t.db)).toBe(true);
    const ana = (await findUserForLogin("ana@example.com", t.db))!;
    expect(await verifyPassword("new-pass-456", ana.passwordHash)).toBe(true);
    expect(ana.user.sessionEpoch).toBe(1);
    expect(await setUserPassword("nobody@example.com", "x", actor, t.db)).toBe(false);
  });

  it("removes a user and their memberships", async () => {
    const sara = (await getUserByEmail("sara@example.com", t.db))!;
    expect(await removeUser("SARA@example.com", actor, t.db)).toBe(true);
    expect(await getUserById(sara.id, t.db)).toBeNull();
    expect(await removeUser("sara@example.com", actor, t.db)).toBe(false);
  });

  it("audits every change with actor, target and before/after, never the hash", async () => {
    const entries = await listAuditEntries({}, t.db);
    expect(entries.map((e) => e.action).reverse()).toEqual([
      "user.create",
      "user.create",
      "user.update",
      "user.update",
      "user.reset_password",
      "user.remove",
    ]);
    for (const e of entries) expect(e).toMatchObject({ userEmail: actor.email, targetType: "user" });
    const removal = entries[0];
    expect(removal.before).toMatchObject({ email: "sara@example.com", role: "manager" });
    expect(JSON.stringify(entries)).not.toContain("scrypt$");
    expect(await listAuditEntries({ limit: 2 }, t.db)).toHaveLength(2);
    expect(await listAuditEntries({ before: new Date(0) }, t.db)).toHaveLength(0);
  });

  it("creates the demo users once, one per role", async () => {
    const first = await ensureDemoUsers(t.db);
    expect(first.map((l) => l.email)).toEqual([
      "admin@palco.demo",
      "manager@palco.demo",
      "staff@palco.demo",
      "marketing@palco.demo",
    ]);
    const again = await ensureDemoUsers(t.db);
    expect(again).toEqual(first);
    const admin = (await findUserForLogin("admin@palco.demo", t.db))!;
    expect(admin.user).toMatchObject({ role: "admin", producerIds: "all" });
    expect(await verifyPassword(first[0].password, admin.passwordHash)).toBe(true);
  });

  it("adds the arena login, limited to the producer it is given", async () => {
    const arenaProducer = { id: "8306370a-d645-4146-b0ee-b71bc4c1193a", slug: "arena-norte" };
    const logins = await ensureDemoUsers(t.db, { arenaProducer });
    expect(logins).toHaveLength(5);
    expect(logins[4]).toMatchObject({
      email: "arena@palco.demo",
      role: "manager",
      producers: [arenaProducer],
    });
    expect(logins.find((l) => l.role === "manager")?.email).toBe("manager@palco.demo");
    const arena = (await findUserForLogin("arena@palco.demo", t.db))!;
    expect(arena.user).toMatchObject({ role: "manager", producerIds: [arenaProducer.id] });
    expect(await verifyPassword("palco-arena-demo", arena.passwordHash)).toBe(true);
    expect(await ensureDemoUsers(t.db, { arenaProducer })).toEqual(logins);
    expect((await findUserForLogin("manager@palco.demo", t.db))!.user.producerIds).toBe("all");
  });
});
