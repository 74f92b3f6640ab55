import "server-only";

import { and, asc, eq, inArray, isNull, lte, ne, notInArray, sql } from "drizzle-orm";

import { reportScheduleRecipients, reportSchedules, type ReportScheduleRow } from "@/lib/db/schema";
import type { ScheduleFormat, ScheduleFrequency, ScheduleKind } from "@/lib/db/schema/schedules";
import type { Db } from "@/lib/db/types";
import { listUsers } from "@/lib/db/users";

import { firstRun, nextRunAfter, rearmedRun, type Timing } from "./due";

export type NewSchedule = {
  producerId: string;
  kind: ScheduleKind;
  params: Record<string, string>;
  format: ScheduleFormat;
  frequency: ScheduleFrequency;
  weekday: number | null;
  hour: number;
  title: string;
  createdBy: string;
  recipientIds: readonly string[];
};

export const timingOf = (
  s: Pick<ReportScheduleRow, "frequency" | "weekday" | "hour" | "params">,
): Timing => ({
  frequency: s.frequency,
  weekday: s.weekday,
  hour: s.hour,
  endsAt: s.params.endsAt ?? null,
});

/** Stores a schedule and its recipients in one transaction, armed for its first slot. */
export async function createSchedule(db: Db, input: NewSchedule, now: Date, timeZone: string) {
  const { recipientIds, ...fields } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportSchedules)
      .values({ ...fields, nextRunAt: firstRun(timingOf(fields), now, timeZone) })
      .returning();
    await tx
      .insert(reportScheduleRecipients)
      .values([...new Set(recipientIds)].map((userId) => ({ scheduleId: row.id, userId })));
    return row;
  });
}

/** What an edit may change: timing, format and recipients (the report and its filters stay). */
export type ScheduleEdit = Pick<NewSchedule, "format" | "frequency" | "weekday" | "hour" | "recipientIds">;

/**
 * Applies an edit in one transaction, re-armed if its timing changed (lib/schedules/due rearmedRun).
 * Recipients who stay keep their row, so an unsubscribe is never undone by someone else's edit.
 * Null when the schedule is gone.
 */
export async function updateSchedule(
  db: Db,
  row: ReportScheduleRow,
  edit: ScheduleEdit,
  now: Date,
  timeZone: string,
): Promise<ReportScheduleRow | null> {
  const { recipientIds, ...fields } = edit;
  const ids = [...new Set(recipientIds)];
  const nextRunAt = rearmedRun(
    { ...timingOf(row), nextRunAt: row.nextRunAt },
    timingOf({ ...row, ...fields }),
    now,
    timeZone,
  );
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reportSchedules)
      .set({ ...fields, nextRunAt })
      .where(eq(reportSchedules.id, row.id))
      .returning();
    if (!updated) return null;
    await tx
      .delete(reportScheduleRecipients)
      .where(
        and(
          eq(reportScheduleRecipients.scheduleId, row.id),
          notInArray(reportScheduleRecipients.userId, ids),
        ),
      );
    await tx
      .insert(reportScheduleRecipients)
      .values(ids.map((userId) => ({ scheduleId: row.id, userId })))
      .onConflictDoNothing();
    return updated;
  });
}

/** The ids of a schedule's recipients (unsubscribed ones included: they stay chosen). */
export async function recipientIdsOf(db: Db, scheduleId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: reportScheduleRecipients.userId })
    .from(reportScheduleRecipients)
    .where(eq(reportScheduleRecipients.scheduleId, scheduleId));
  return rows.map((r) => r.userId).sort();
}

export async function getSchedule(db: Db, id: string): Promise<ReportScheduleRow | null> {
  const [row] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
  return row ?? null;
}

/** A producer's schedules, newest first (the presets are the app's, not a producer's: not listed). */
export function listSchedules(db: Db, producerId: string) {
  return db
    .select()
    .from(reportSchedules)
    .where(eq(reportSchedules.producerId, producerId))
    .orderBy(sql`${reportSchedules.createdAt} DESC`);
}

/** Recipients of these schedules as users (role and producer scope included), and whether they unsubscribed. */
export async function recipientsOf(db: Db, scheduleIds: readonly string[]) {
  if (scheduleIds.length === 0) return [];
  const rows = await db
    .select()
    .from(reportScheduleRecipients)
    .where(inArray(reportScheduleRecipients.scheduleId, [...scheduleIds]))
    .orderBy(reportScheduleRecipients.userId);
  const byId = new Map((await listUsers(db)).map((u) => [u.id, u]));
  // In a stable order; a page lists them by name in its reader's language (`byText`).
  return rows.flatMap((r) => {
    const user = byId.get(r.userId);
    return user ? [{ scheduleId: r.scheduleId, unsubscribedAt: r.unsubscribedAt, user }] : [];
  });
}

/** Pauses, or resumes from the next slot after `now` (a paused schedule never catches up missed slots). */
export async function setPaused(
  db: Db,
  row: ReportScheduleRow,
  paused: boolean,
  now: Date,
  timeZone: string,
) {
  const nextRunAt = paused ? row.nextRunAt : firstRun(timingOf(row), now, timeZone);
  const [updated] = await db
    .update(reportSchedules)
    .set({ paused, nextRunAt })
    .where(eq(reportSchedules.id, row.id))
    .returning();
  return updated;
}

export async function deleteSchedule(db: Db, id: string): Promise<boolean> {
  return (await db.delete(reportSchedules).where(eq(reportSchedules.id, id)).returning()).length > 0;
}

/**
 * Schedules whose slot has come (`next_run_at` ≤ now, not paused). Recurring ones without a slot (the
 * presets the migration created) are armed first, in DISPLAY_TZ, and wait for it.
 */
export async function dueSchedules(db: Db, now: Date, timeZone: string): Promise<ReportScheduleRow[]> {
  const unarmed = await db
    .select()
    .from(reportSchedules)
    .where(and(isNull(reportSchedules.nextRunAt), ne(reportSchedules.frequency, "event_end")));
  for (const row of unarmed)
    await db
      .update(reportSchedules)
      .set({ nextRunAt: nextRunAfter(timingOf(row), now, timeZone) })
      .where(and(eq(reportSchedules.id, row.id), isNull(reportSchedules.nextRunAt)));
  return db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.paused, false), lte(reportSchedules.nextRunAt, now)))
    .orderBy(asc(reportSchedules.nextRunAt));
}

/** Moves a schedule past the slot it just sent (only if no one else did): the next one, or none. */
export async function advance(db: Db, row: ReportScheduleRow, dueAt: Date, timeZone: string): Promise<void> {
  await db
    .update(reportSchedules)
    .set({ nextRunAt: nextRunAfter(timingOf(row), dueAt, timeZone) })
    .where(and(eq(reportSchedules.id, row.id), eq(reportSchedules.nextRunAt, dueAt)));
}
