import "server-only";

import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";

import { can } from "@/lib/auth/policy";
import type { SessionUser } from "@/lib/auth/types";
import { jobItems, jobs, type JobRow } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

export type JobViewer = Pick<SessionUser, "id" | "role" | "producerIds">;

/** Runs a user may see: every run with jobs:all; otherwise their producers' runs and the ones they started. */
function visibleTo(user: JobViewer): SQL | undefined {
  if (can(user, "jobs:all")) return undefined;
  const ownProducers =
    user.producerIds === "all"
      ? isNotNull(jobs.producerId)
      : user.producerIds.length > 0
        ? inArray(jobs.producerId, user.producerIds)
        : sql`false`;
  return or(eq(jobs.createdById, user.id), ownProducers);
}

/** The runs `user` may see, newest first; `where` narrows them (e.g. one job name and input). */
export async function listJobsFor(user: JobViewer, db: Db, limit = 50, where?: SQL): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(visibleTo(user), where))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/** One page of the runs `user` may see, newest first (or oldest first), and how many there are in all. */
export async function pageJobsFor(
  user: JobViewer,
  db: Db,
  {
    page,
    perPage,
    oldestFirst = false,
    includeSystem = true,
  }: { page: number; perPage: number; oldestFirst?: boolean; includeSystem?: boolean },
): Promise<{ rows: JobRow[]; total: number }> {
  const order = oldestFirst ? asc : desc;
  // System runs: the ones nobody started (cron and maintenance).
  const where = and(visibleTo(user), includeSystem ? undefined : isNotNull(jobs.createdById));
  // The total rides on each row (a window count): one query per view, not a page and a count.
  const found = await db
    .select({ job: jobs, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(jobs)
    .where(where)
    .orderBy(order(jobs.createdAt), order(jobs.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  if (found.length > 0) return { rows: found.map((f) => f.job), total: found[0].total };
  // A page past the end has no row to carry the total.
  const [{ n }] = page > 1 ? await db.select({ n: count() }).from(jobs).where(where) : [{ n: 0 }];
  return { rows: [], total: n };
}

/** One run, or null when it is missing or out of the user's scope (the same answer for both). */
export async function getJobFor(user: JobViewer, id: string, db: Db): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), visibleTo(user)));
  return row ?? null;
}

export async function listItemOutcomes(jobId: string, db: Db) {
  return db
    .select({
      item: jobItems.itemKey,
      status: jobItems.status,
      detail: jobItems.detail,
      finishedAt: jobItems.finishedAt,
    })
    .from(jobItems)
    .where(eq(jobItems.jobId, jobId))
    .orderBy(jobItems.seq);
}
