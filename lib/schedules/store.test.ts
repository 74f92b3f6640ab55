import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { reportScheduleRecipients, reportSchedules } from "@/lib/db/schema";
import { createUser } from "@/lib/db/users";

import { openTestDb, type TestDb } from "@/test/db";

import { createSchedule, getSchedule, updateSchedule } from "./store";

// An edit in Palco's own tables: recipients who stay keep their row (an unsubscribe survives someone
// else's edit), those dropped go, new ones come; the slot is kept unless the timing changed.
const SP = "America/Sao_Paulo";
const PRODUCER = "5b0c6a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21";

describe("updateSchedule", () => {
  let db: TestDb;
  const ids: string[] = [];

  beforeAll(async () => {
    db = await openTestDb("pglite");
    for (const name of ["ana", "bia", "caio"]) {
      const user = await createUser(
        {
          email: `${name}@palco.test`,
          name,
          role: "manager",
          password: "a-long-password-1",
          producerIds: [PRODUCER],
        },
        { id: null, email: "test@palco" } as never,
        db.db,
      );
      ids.push(user.id);
    }
  }, 120_000);
  afterAll(async () => {
    await db?.cleanup();
  });

  const recipients = async (scheduleId: string) =>
    Object.fromEntries(
      (
        await db.db
          .select()
          .from(reportScheduleRecipients)
          .where(eq(reportScheduleRecipients.scheduleId, scheduleId))
      ).map((r) => [r.userId, r.unsubscribedAt !== null]),
    );

  it("swaps recipients, keeping an unsubscribe, and keeps or re-arms the slot", async () => {
    const [ana, bia, caio] = ids;
    const created = await createSchedule(
      db.db,
      {
        producerId: PRODUCER,
        kind: "report",
        params: { days: "7" },
        format: "csv",
        frequency: "weekly",
        weekday: 1,
        hour: 7,
        title: "Relatório de vendas — Arena",
        createdBy: ana,
        recipientIds: [ana, bia],
      },
      new Date("2026-11-25T15:00:00Z"),
      SP,
    );
    expect(created.nextRunAt?.toISOString()).toBe("2026-11-30T10:00:00.000Z");
    await db.db
      .update(reportScheduleRecipients)
      .set({ unsubscribedAt: new Date() })
      .where(
        and(eq(reportScheduleRecipients.scheduleId, created.id), eq(reportScheduleRecipients.userId, bia)),
      );

    const later = new Date("2026-11-26T15:00:00Z");
    const same = await updateSchedule(
      db.db,
      created,
      { format: "xlsx", frequency: "weekly", weekday: 1, hour: 7, recipientIds: [bia, caio, caio] },
      later,
      SP,
    );
    expect(same).toMatchObject({ format: "xlsx", nextRunAt: created.nextRunAt });
    expect(await recipients(created.id)).toEqual({ [bia]: true, [caio]: false });

    const daily = await updateSchedule(
      db.db,
      same!,
      { format: "xlsx", frequency: "daily", weekday: null, hour: 18, recipientIds: [caio] },
      later,
      SP,
    );
    expect(daily).toMatchObject({ frequency: "daily", weekday: null, hour: 18 });
    expect(daily?.nextRunAt?.toISOString()).toBe("2026-11-26T21:00:00.000Z");
    expect(await recipients(created.id)).toEqual({ [caio]: false });
    expect((await getSchedule(db.db, created.id))?.nextRunAt?.toISOString()).toBe("2026-11-26T21:00:00.000Z");
  });

  it("is null for a schedule that is gone", async () => {
    const [row] = await db.db.select().from(reportSchedules);
    const gone = { ...row, id: "00000000-0000-4000-8000-000000000000" };
    expect(
      await updateSchedule(
        db.db,
        gone,
        { format: "csv", frequency: "daily", weekday: null, hour: 7, recipientIds: [ids[0]] },
        new Date(),
        SP,
      ),
    ).toBeNull();
  });
});
