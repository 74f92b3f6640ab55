import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { reportSends } from "@/lib/db/schema";
import { createUser } from "@/lib/db/users";
import { header, startSmtpServer } from "@/lib/mail/smtp.test-support";
import type { PartnerClient } from "@/lib/partner/client";

import { openTestDb, type TestDb } from "@/test/db";

// The job as the runner drives it (executeJob), with its clock injected: a weekly report reaches a real
// SMTP server on Monday 07:00 in DISPLAY_TZ with its file attached, and not a recipient who unsubscribed.
const smtp = await startSmtpServer();
vi.stubEnv("SMTP_URL", smtp.url);
vi.stubEnv("DISPLAY_TZ", "America/Sao_Paulo");
vi.stubEnv("AUTH_SECRET", "s".repeat(40));
vi.stubEnv("APP_URL", "http://palco.test");
const { executeJob } = await import("@/lib/jobs/execute");
const { setDefaultPartnerClient } = await import("@/lib/partner/client");
const { unsubscribeFromSchedules } = await import("@/lib/notifications/report-presets");
const { reportSchedulesJob } = await import("./job");
const { createSchedule, getSchedule } = await import("./store");

const PRODUCER = { id: "5b0c6a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21", name: "Arena Norte", slug: "arena-norte" };
const empty = { data: [], page: 1, per_page: 100, total: 0 };

describe("the report-schedules job", () => {
  let db: TestDb;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await openTestDb("pglite");
    // The API: the key sees one producer, which has no events yet (an empty report is still a file).
    setDefaultPartnerClient({
      call: async (op: { operationId: string }) =>
        op.operationId === "getMe" ? { name: "Palco", producers: [PRODUCER] } : empty,
    } as unknown as PartnerClient);
    for (const key of ["manager", "marketing"] as const) {
      const user = await createUser(
        {
          email: `${key}@palco.test`,
          name: key,
          role: key,
          password: "a-long-password-1",
          producerIds: [PRODUCER.id],
        },
        { id: null, email: "test@palco" } as never,
        db.db,
      );
      ids[key] = user.id;
    }
  }, 120_000);
  afterAll(async () => {
    setDefaultPartnerClient(undefined);
    await smtp.close();
    await db?.cleanup();
  });

  const run = (now: string) =>
    executeJob(reportSchedulesJob, db.db, { id: randomUUID(), input: { now } }, new AbortController().signal);

  it("sends a weekly report on its weekday and hour, with the file, to those still subscribed", async () => {
    const schedule = await createSchedule(
      db.db,
      {
        producerId: PRODUCER.id,
        kind: "report",
        params: { days: "7" },
        format: "csv",
        frequency: "weekly",
        weekday: 1,
        hour: 7,
        title: "Relatório de vendas — Arena Norte",
        createdBy: ids.manager,
        recipientIds: [ids.manager, ids.marketing],
      },
      new Date("2026-11-25T15:00:00Z"),
      "America/Sao_Paulo",
    );
    await unsubscribeFromSchedules(db.db, ids.marketing, schedule.id);

    await run("2026-11-29T12:00:00Z"); // Sunday: not yet
    expect(smtp.received).toHaveLength(0);

    await run("2026-11-30T10:00:00Z"); // Monday 07:00 in São Paulo
    expect(smtp.received.map((m) => m.to[0])).toEqual(["manager@palco.test"]);
    const raw = smtp.received[0].raw;
    expect(header(raw, "Subject")).toBe("Relatório de vendas — Arena Norte");
    // the last 7 days up to the send's own day, as /api/reports would name the file
    expect(raw).toMatch(/filename=relatorio-arena-norte-2026-11-24-2026-11-30\.csv/);
    expect(raw).toMatch(/Content-Type: text\/csv/);
    const log = await db.db.select().from(reportSends).where(eq(reportSends.scheduleId, schedule.id));
    expect(Object.fromEntries(log.map((r) => [r.email, r.status]))).toEqual({
      "manager@palco.test": "sent",
      "marketing@palco.test": "skipped_unsubscribed",
    });
    expect((await getSchedule(db.db, schedule.id))?.nextRunAt?.toISOString()).toBe(
      "2026-12-07T10:00:00.000Z",
    );

    await run("2026-11-30T10:30:00Z"); // the same hour again: already sent
    expect(smtp.received).toHaveLength(1);
  });
});
