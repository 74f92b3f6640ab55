import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import {
  getAuditEntry,
  iterateAuditEntries,
  latestAuditEntries,
  pageAuditEntries,
  pruneAudit,
  recordAudit,
  recordAuditSafely,
} from "./audit";
import { auditLog } from "./schema";

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
const ANA = { id: "33333333-3333-4333-8333-333333333333", email: "ana@palco.test" };
const BIA = { id: "44444444-4444-4444-8444-444444444444", email: "bia@palco.test" };

/** The database's message for a refused statement (drizzle wraps the driver's error in `cause`). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ""} ${e.cause?.message ?? ""}`;
  }
  return "not refused";
}

describe.each(testBackends())("the audit trail on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await recordAudit(
      {
        actor: ANA,
        action: "coupon.update",
        targetType: "coupon",
        targetId: "c1",
        producerId: "p1",
        before: { code: "A", percent: 10 },
        after: { code: "A", percent: 20 },
        address: "10.0.0.1",
      },
      t.db,
    );
    await recordAudit(
      { actor: BIA, action: "order.cancel", targetType: "order", targetId: "o1", producerId: "p2" },
      t.db,
    );
    await recordAudit({ actor: ANA, action: "user.invite", targetType: "user", targetId: BIA.id }, t.db);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("refuses an UPDATE of an entry in the database", async () => {
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, "c1"));
    expect(
      await refusal(() => t.db.update(auditLog).set({ userEmail: "x@y.z" }).where(eq(auditLog.id, row.id))),
    ).toMatch(/append-only \(UPDATE refused\)/);
    expect(await refusal(() => t.db.execute(sql`UPDATE audit_log SET action = 'x'`))).toMatch(/append-only/);
    expect((await getAuditEntry(row.id, t.db))?.userEmail).toBe(ANA.email);
  });

  it("refuses a DELETE and a TRUNCATE outside the retention job", async () => {
    expect(await refusal(() => t.db.delete(auditLog))).toMatch(/append-only \(DELETE refused\)/);
    expect(await refusal(() => t.db.execute(sql`TRUNCATE audit_log`))).toMatch(
      /append-only \(TRUNCATE refused\)/,
    );
    // the prune's setting is transaction-local: it does not leak into the next statement
    await pruneAudit(10_000, t.db);
    expect(await refusal(() => t.db.delete(auditLog))).toMatch(/append-only/);
    expect(await t.db.$count(auditLog)).toBe(3);
  });

  it("filters by user, action (exact or prefix), target, producer and dates, newest first", async () => {
    const page = (f: Parameters<typeof pageAuditEntries>[0]) =>
      pageAuditEntries(f, { page: 1, perPage: 25 }, t.db).then((r) => ({
        total: r.total,
        actions: r.rows.map((x) => x.action),
      }));
    expect(await page({})).toEqual({ total: 3, actions: ["user.invite", "order.cancel", "coupon.update"] });
    expect(await page({ user: "ANA@" })).toEqual({ total: 2, actions: ["user.invite", "coupon.update"] });
    expect(await page({ action: "coupon." })).toEqual({ total: 1, actions: ["coupon.update"] });
    expect(await page({ action: "coupon" })).toEqual({ total: 0, actions: [] });
    expect(await page({ targetType: "order", targetId: "o1" })).toEqual({
      total: 1,
      actions: ["order.cancel"],
    });
    expect(await page({ producerId: "p1" })).toEqual({ total: 1, actions: ["coupon.update"] });
    expect(await page({ user: "%" })).toEqual({ total: 0, actions: [] });
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await page({ from: tomorrow })).total).toBe(0);
    expect((await page({ to: tomorrow, from: new Date(Date.now() - 86_400_000) })).total).toBe(3);
    const p2 = await pageAuditEntries({}, { page: 2, perPage: 2 }, t.db);
    expect(p2).toMatchObject({ total: 3, rows: [{ action: "coupon.update", address: "10.0.0.1" }] });
  });

  it("reads an object's latest entries without counting the trail", async () => {
    const latest = (f: Parameters<typeof latestAuditEntries>[0], n: number) =>
      latestAuditEntries(f, n, t.db).then((rows) => rows.map((x) => x.action));
    expect(await latest({}, 2)).toEqual(["user.invite", "order.cancel"]);
    expect(await latest({ targetType: "order", targetId: "o1" }, 10)).toEqual(["order.cancel"]);
    expect(await latest({ targetType: "order", targetId: "nope" }, 10)).toEqual([]);
  });

  it("iterates the whole filter in keyset batches", async () => {
    const seen: string[] = [];
    for await (const row of iterateAuditEntries({}, { batch: 1, db: t.db })) seen.push(row.action);
    expect(seen).toEqual(["user.invite", "order.cancel", "coupon.update"]);
  });

  it("keyset batches keep entries of the same millisecond (timestamptz holds microseconds)", async () => {
    const at = (micros: string) => sql`${`2026-01-01T00:00:00.123${micros}Z`}::timestamptz`;
    await t.db.insert(auditLog).values(
      ["300", "200", "100"].map((micros) => ({
        userEmail: "cli",
        action: `keyset.${micros}`,
        targetType: "x",
        targetId: micros,
        at: at(micros),
      })),
    );
    const seen: string[] = [];
    for await (const row of iterateAuditEntries({ action: "keyset." }, { batch: 1, db: t.db })) {
      seen.push(row.action);
    }
    expect(seen).toEqual(["keyset.300", "keyset.200", "keyset.100"]);
  });

  it("recordAuditSafely logs a failure to record instead of throwing it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // A connection that refuses every insert.
    await expect(
      recordAuditSafely(
        { actor: ANA, action: "x.refused", targetType: "x", targetId: "1", producerId: "p1" },
        { insert: () => ({ values: () => Promise.reject(new Error("db down")) }) } as unknown as TestDb["db"],
      ),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("audit x.refused 1 failed", expect.any(Error));
    error.mockRestore();
  });

  it("the retention job deletes only entries older than the retention", async () => {
    // Entries are written with their time as the application would never write it: a backdated insert.
    await t.db.insert(auditLog).values([
      { userEmail: "cli", action: "old.one", targetType: "x", targetId: "1", at: ago(731) },
      { userEmail: "cli", action: "kept.one", targetType: "x", targetId: "2", at: ago(729) },
    ]);
    expect(await pruneAudit(730, t.db)).toBe(1);
    const actions = (await t.db.select({ a: auditLog.action }).from(auditLog)).map((r) => r.a).sort();
    expect(actions).toEqual([
      "coupon.update",
      "kept.one",
      "keyset.100",
      "keyset.200",
      "keyset.300",
      "order.cancel",
      "user.invite",
    ]);
  });
});
