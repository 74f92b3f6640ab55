import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { reportSends } from "@/lib/db/schema";
import { createUser } from "@/lib/db/users";
import { header, startSmtpServer } from "@/lib/mail/smtp.test-support";
import { createMailer } from "@/lib/mail/transport";
import { unsubscribeFromSchedules } from "@/lib/notifications/report-presets";
import { turnOffEmail } from "@/lib/notifications/settings";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { sendSlot, type SlotDeps } from "./send";
import { advance, createSchedule, dueSchedules } from "./store";

const TZ = "America/Sao_Paulo";
const P1 = { id: "p-one", name: "Arena Norte", slug: "arena-norte" };
const P2 = { id: "p-two", name: "Casa Sul", slug: "casa-sul" };
const actor = { id: null, email: "test@palco" } as never;
// Wednesday 25 Nov 2026, 12:00 in São Paulo
const NOW = new Date("2026-11-25T15:00:00Z");

describe.each(testBackends())("scheduled reports on %s", (backend) => {
  let db: TestDb;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let deps: SlotDeps;
  const ids: Record<string, string> = {};
  const built: string[] = [];

  beforeAll(async () => {
    db = await openTestDb(backend);
    smtp = await startSmtpServer();
    const { transporter, from } = createMailer(smtp.url, "http://palco.test");
    deps = {
      db: db.db,
      appUrl: "http://palco.test",
      secret: "k".repeat(40),
      timeZone: TZ,
      producers: async () => [P1, P2],
      send: async (m) => Boolean(await transporter.sendMail({ from, ...m })),
      file: async (s, producer, ctx) => {
        built.push(`${producer.id}|${ctx.locale}`);
        return {
          filename: `${producer.slug}-bordero.csv`,
          content: Buffer.from(`total;R$ 200,50\n`),
          contentType: "text/csv",
        };
      },
    };
    for (const [key, role, producerIds, locale] of [
      ["admin", "admin", undefined, "en"],
      ["manager", "manager", [P1.id], null],
      ["other", "manager", [P2.id], null],
      ["staff", "staff", [P1.id], null],
      ["marketing", "marketing", [P1.id], null],
    ] as const) {
      const user = await createUser(
        {
          email: `${key}@palco.test`,
          name: key,
          role,
          password: "a-long-password-1",
          producerIds: producerIds ? [...producerIds] : undefined,
        },
        actor,
        db.db,
      );
      ids[key] = user.id;
      if (locale) await db.db.execute(`UPDATE users SET locale = '${locale}' WHERE id = '${user.id}'`);
    }
  }, 120_000);
  afterAll(async () => {
    await smtp?.close();
    await db?.cleanup();
  });

  const weekly = (recipients: string[]) =>
    createSchedule(
      db.db,
      {
        producerId: P1.id,
        kind: "settlement",
        params: { eventId: "e1" },
        format: "csv",
        frequency: "weekly",
        weekday: 1,
        hour: 7,
        title: "Borderô — Noite de Jazz",
        createdBy: ids.admin,
        recipientIds: recipients,
      },
      NOW,
      TZ,
    );

  it("arms a weekly schedule for Monday 07:00 local and sends it then, with the file attached", async () => {
    const s = await weekly([ids.admin, ids.manager, ids.other, ids.staff]);
    expect(s.nextRunAt?.toISOString()).toBe("2026-11-30T10:00:00.000Z");
    expect(await dueSchedules(db.db, NOW, TZ)).toEqual([]);
    const monday = new Date("2026-11-30T10:00:00Z");
    const due = await dueSchedules(db.db, monday, TZ);
    expect(due.map((d) => d.id)).toContain(s.id);

    smtp.received.length = 0;
    const counts = await sendSlot(s, monday, deps);
    expect(counts).toEqual({ sent: 2, skipped: 2, failed: 0 });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["admin@palco.test", "manager@palco.test"]);
    const raw = smtp.received.find((m) => m.to[0] === "manager@palco.test")!.raw;
    expect(header(raw, "Subject")).toBe("Borderô — Noite de Jazz");
    expect(raw).toMatch(/Content-Type: text\/csv; name=arena-norte-bordero\.csv/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=arena-norte-bordero\.csv/);
    expect(header(raw, "List-Unsubscribe")).toMatch(/^<http:\/\/palco\.test\/unsubscribe\?token=/);
    // one file per language: the admin reads English
    expect(built.sort()).toEqual(["p-one|en", "p-one|pt-BR"]);

    const log = await db.db.select().from(reportSends).where(eq(reportSends.scheduleId, s.id));
    const by = Object.fromEntries(log.map((r) => [r.email, [r.status, r.reason]]));
    expect(by).toEqual({
      "admin@palco.test": ["sent", null],
      "manager@palco.test": ["sent", null],
      // another producer's manager and a role without analytics:read get nothing, and the log says why
      "other@palco.test": ["skipped_not_allowed", "scope"],
      "staff@palco.test": ["skipped_not_allowed", "capability"],
    });

    // sending the same slot again (a resumed run) sends nobody anything
    expect(await sendSlot(s, monday, deps)).toEqual({ sent: 0, skipped: 0, failed: 0 });
    await advance(db.db, s, monday, TZ);
    expect((await dueSchedules(db.db, monday, TZ)).map((d) => d.id)).not.toContain(s.id);
  });

  it("honours the unsubscribe link: of that schedule, and of every e-mail", async () => {
    const a = await weekly([ids.manager, ids.marketing]);
    const b = await weekly([ids.manager, ids.marketing]);
    await unsubscribeFromSchedules(db.db, ids.manager, a.id);
    await turnOffEmail(ids.marketing, db.db);
    smtp.received.length = 0;
    const slot = new Date("2026-12-07T10:00:00Z");
    expect(await sendSlot(a, slot, deps)).toEqual({ sent: 0, skipped: 2, failed: 0 });
    expect(await sendSlot(b, slot, deps)).toEqual({ sent: 1, skipped: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to[0])).toEqual(["manager@palco.test"]);
    const log = await db.db.select().from(reportSends).where(eq(reportSends.scheduleId, a.id));
    expect(log.map((r) => r.status)).toEqual(["skipped_unsubscribed", "skipped_unsubscribed"]);
  });

  it("logs a failure with its reason when the file cannot be built", async () => {
    const s = await weekly([ids.manager]);
    const counts = await sendSlot(s, new Date("2026-12-14T10:00:00Z"), {
      ...deps,
      file: async () => {
        throw new Error("upstream 502");
      },
    });
    expect(counts).toEqual({ sent: 0, skipped: 0, failed: 1 });
    const [row] = await db.db.select().from(reportSends).where(eq(reportSends.scheduleId, s.id));
    expect([row.status, row.reason]).toEqual(["failed", "upstream 502"]);
  });
});
