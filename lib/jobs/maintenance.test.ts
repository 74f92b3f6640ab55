import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { toZonedIso } from "@/lib/dates";
import { auditLog, jobs, loginAttempts } from "@/lib/db/schema";
import { env } from "@/lib/env";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { executeJob } from "./execute";
import { maintenanceJob } from "./maintenance";
import { outcomesCsvResponse, type OutcomeLine } from "./outcomes-csv";
import { getJobFor, listItemOutcomes, listJobsFor, pageJobsFor } from "./queries";
import { insertJob } from "./store";

// Downloaded by a pt-BR user (the session's language).
vi.mock("next-intl/server", () => ({ getLocale: async () => "pt-BR" }));

/** The outcome CSV's text as downloaded, without its BOM. */
const outcomesCsv = async (lines: OutcomeLine[]) =>
  (await (await outcomesCsvResponse({ id: "j", name: "x" }, lines)).text()).replace(/^\uFEFF/, "");

/** An instant as a pt-BR sheet reads it: DISPLAY_TZ wall-clock time, `dd/mm/yyyy hh:mm:ss`. */
const ptBrTime = (at: Date) => {
  const [, y, m, d, time] = /^(\d{4})-(\d{2})-(\d{2})T(\S{8})/.exec(
    toZonedIso(at.toISOString(), env().DISPLAY_TZ),
  )!;
  return `${d}/${m}/${y} ${time}`;
};

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
const P1 = "11111111-1111-4111-8111-111111111111";
const P2 = "22222222-2222-4222-8222-222222222222";
const ANA = "33333333-3333-4333-8333-333333333333";

describe.each(testBackends())("maintenance, visibility and outcome CSV on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("prunes login attempts older than a day, runs finished more than 90 days ago and audit entries past the retention", async () => {
    await t.db.insert(auditLog).values([
      {
        userEmail: "cli",
        action: "old.one",
        targetType: "x",
        targetId: "1",
        at: ago(env().AUDIT_RETENTION_DAYS + 1),
      },
      {
        userEmail: "cli",
        action: "kept.one",
        targetType: "x",
        targetId: "2",
        at: ago(env().AUDIT_RETENTION_DAYS - 1),
      },
    ]);
    await t.db.insert(loginAttempts).values([
      { email: "old@x.y", address: "1.1.1.1", at: ago(2) },
      { email: "new@x.y", address: "1.1.1.1" },
    ]);
    await insertJob(t.db, { id: crypto.randomUUID(), name: "maintenance", input: {} });
    const old = crypto.randomUUID();
    await insertJob(t.db, { id: old, name: "maintenance", input: {} });
    await t.db
      .update(jobs)
      .set({ status: "succeeded", finishedAt: ago(91) })
      .where(eq(jobs.id, old));

    const id = crypto.randomUUID();
    await executeJob(
      maintenanceJob,
      t.db,
      { id, input: { loginAttemptsDays: 1, jobsDays: 90 } },
      new AbortController().signal,
    );

    expect(
      (await t.db.select({ email: loginAttempts.email }).from(loginAttempts)).map((r) => r.email),
    ).toEqual(["new@x.y"]);
    expect(await t.db.$count(jobs, eq(jobs.id, old))).toBe(0);
    const [run] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(run).toMatchObject({ name: "maintenance", status: "succeeded", total: 3, done: 3, failed: 0 });
    expect((await t.db.select({ a: auditLog.action }).from(auditLog)).map((r) => r.a)).toEqual(["kept.one"]);
    const outcomes = await listItemOutcomes(id, t.db);
    expect(outcomes.map((o) => [o.item, o.status, o.detail])).toEqual([
      ["login_attempts", "done", "1"],
      ["finished_jobs", "done", "1"],
      ["audit_log", "done", "1"],
    ]);
    expect((await outcomesCsv(outcomes)).split("\r\n").slice(0, 2)).toEqual([
      // Finish times in DISPLAY_TZ, the zone named in the header.
      `Item;Status;Detalhe;Concluído em (${env().DISPLAY_TZ})`,
      `login_attempts;Concluído;1;${ptBrTime(outcomes[0].finishedAt)}`,
    ]);
  });

  it("shows a user their producers' runs and their own; jobs:all shows every run", async () => {
    await t.db.delete(jobs);
    const p1 = crypto.randomUUID();
    const p2 = crypto.randomUUID();
    const mine = crypto.randomUUID();
    await insertJob(t.db, { id: p1, name: "x", input: {}, producerId: P1 });
    await insertJob(t.db, { id: p2, name: "x", input: {}, producerId: P2 });
    await insertJob(t.db, { id: mine, name: "x", input: {}, createdBy: { id: ANA, email: "ana@x.y" } });
    const system = crypto.randomUUID();
    await insertJob(t.db, { id: system, name: "maintenance", input: {} });

    const ids = async (user: Parameters<typeof listJobsFor>[0]) =>
      (await listJobsFor(user, t.db)).map((j) => j.id).sort();
    expect(await ids({ id: ANA, role: "manager", producerIds: [P1] })).toEqual([p1, mine].sort());
    expect(await ids({ id: crypto.randomUUID(), role: "staff", producerIds: [] })).toEqual([]);
    expect(await ids({ id: crypto.randomUUID(), role: "marketing", producerIds: "all" })).toEqual(
      [p1, p2].sort(),
    );
    expect(await ids({ id: crypto.randomUUID(), role: "admin", producerIds: "all" })).toEqual(
      [p1, p2, mine, system].sort(),
    );
    expect(await getJobFor({ id: ANA, role: "manager", producerIds: [P1] }, p2, t.db)).toBeNull();
    expect((await getJobFor({ id: ANA, role: "manager", producerIds: [P1] }, p1, t.db))?.id).toBe(p1);
  });

  it("pages the visible runs newest first (or oldest first) with their total", async () => {
    await t.db.delete(jobs);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = crypto.randomUUID();
      ids.push(id);
      await insertJob(t.db, { id, name: "x", input: {}, producerId: P1 });
      await t.db
        .update(jobs)
        .set({ createdAt: new Date(Date.UTC(2030, 0, 1 + i)) })
        .where(eq(jobs.id, id));
    }
    await insertJob(t.db, { id: crypto.randomUUID(), name: "x", input: {}, producerId: P2 });
    const ana = { id: ANA, role: "manager" as const, producerIds: [P1] };
    const page2 = await pageJobsFor(ana, t.db, { page: 2, perPage: 2 });
    expect(page2.total).toBe(5);
    expect(page2.rows.map((j) => j.id)).toEqual([ids[2], ids[1]]);
    const oldest = await pageJobsFor(ana, t.db, { page: 1, perPage: 2, oldestFirst: true });
    expect(oldest.rows.map((j) => j.id)).toEqual([ids[0], ids[1]]);
    // Past the end: no rows, and still the total (the pager offers the last page).
    expect(await pageJobsFor(ana, t.db, { page: 9, perPage: 2 })).toEqual({ rows: [], total: 5 });
  });

  it("writes formula-looking cells as text", async () => {
    const csv = await outcomesCsv([
      { item: "=HYPERLINK(1)", status: "failed", detail: '+1, said "no"', finishedAt: new Date(0) },
    ]);
    expect(csv.split("\r\n")[1]).toBe(`'=HYPERLINK(1);Falhou;"'+1, said ""no""";${ptBrTime(new Date(0))}`);
  });
});
