import "server-only";

import { and, desc, eq, inArray, sql } from "drizzle-orm";

import { reportSends, type ReportSendRow } from "@/lib/db/schema";
import type { SendStatus } from "@/lib/db/schema/schedules";
import type { Db } from "@/lib/db/types";

export type SlotKey = { scheduleId: string; dueAt: Date; producerId: string };

/**
 * Takes one recipient's e-mail of a slot before it leaves: a new `pending` row, or a `pending` row a
 * crashed attempt left (sent again: at least once). Null when the slot already has this recipient's
 * outcome, so a resumed run never sends it twice.
 */
export async function claimSend(
  db: Db,
  key: SlotKey,
  user: { id: string; email: string },
): Promise<string | null> {
  const [created] = await db
    .insert(reportSends)
    .values({ ...key, userId: user.id, email: user.email, status: "pending" })
    .onConflictDoNothing()
    .returning({ id: reportSends.id });
  if (created) return created.id;
  const [left] = await db
    .select({ id: reportSends.id })
    .from(reportSends)
    .where(
      and(
        eq(reportSends.scheduleId, key.scheduleId),
        eq(reportSends.dueAt, key.dueAt),
        eq(reportSends.producerId, key.producerId),
        eq(reportSends.email, user.email),
        eq(reportSends.status, "pending"),
      ),
    );
  return left?.id ?? null;
}

export async function finishSend(
  db: Db,
  id: string,
  status: Exclude<SendStatus, "pending">,
  reason?: string,
) {
  await db
    .update(reportSends)
    .set({ status, reason: reason?.slice(0, 500) ?? null, finishedAt: sql`now()` })
    .where(eq(reportSends.id, id));
}

/** The send log of these schedules, newest first. */
export function listSends(
  db: Db,
  scheduleIds: readonly string[],
  { limit = 50, offset = 0 } = {},
): Promise<ReportSendRow[]> {
  if (scheduleIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reportSends)
    .where(inArray(reportSends.scheduleId, [...scheduleIds]))
    .orderBy(desc(reportSends.createdAt), desc(reportSends.email))
    .limit(limit)
    .offset(offset);
}

export async function countSends(db: Db, scheduleIds: readonly string[]): Promise<number> {
  if (scheduleIds.length === 0) return 0;
  return db.$count(reportSends, inArray(reportSends.scheduleId, [...scheduleIds]));
}

/** Each schedule's latest slot outcome: how many e-mails left, were skipped and failed. */
export async function lastOutcomes(db: Db, scheduleIds: readonly string[]) {
  if (scheduleIds.length === 0)
    return new Map<string, { dueAt: Date; sent: number; skipped: number; failed: number }>();
  const rows = await db
    .select({
      scheduleId: reportSends.scheduleId,
      dueAt: reportSends.dueAt,
      status: reportSends.status,
      n: sql<number>`count(*)::int`,
    })
    .from(reportSends)
    .where(
      and(
        inArray(reportSends.scheduleId, [...scheduleIds]),
        sql`${reportSends.dueAt} = (SELECT max(s2.due_at) FROM report_sends s2 WHERE s2.schedule_id = ${reportSends.scheduleId})`,
      ),
    )
    .groupBy(reportSends.scheduleId, reportSends.dueAt, reportSends.status);
  const out = new Map<string, { dueAt: Date; sent: number; skipped: number; failed: number }>();
  for (const r of rows) {
    const o = out.get(r.scheduleId) ?? { dueAt: r.dueAt, sent: 0, skipped: 0, failed: 0 };
    if (r.status === "sent") o.sent += r.n;
    else if (r.status === "failed") o.failed += r.n;
    else if (r.status !== "pending") o.skipped += r.n;
    out.set(r.scheduleId, o);
  }
  return out;
}
