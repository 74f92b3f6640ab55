import { and, eq, inArray, sql } from "drizzle-orm";

import { jobItems, jobs, type JobRow, type JobStatus } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

import type { ItemOutcome } from "./define";

export interface NewJob {
  id: string;
  name: string;
  input: unknown;
  producerId?: string | null;
  createdBy?: { id: string; email: string } | null;
}

export async function insertJob(db: Db, job: NewJob): Promise<void> {
  await db.insert(jobs).values({
    id: job.id,
    name: job.name,
    input: job.input ?? {},
    producerId: job.producerId ?? null,
    createdById: job.createdBy?.id ?? null,
    createdByEmail: job.createdBy?.email ?? null,
  });
}

/** The row of a pg-boss job; a cron firing has none until its first attempt creates it (once, by id). */
export async function ensureJob(db: Db, job: NewJob): Promise<JobRow> {
  await db
    .insert(jobs)
    .values({ id: job.id, name: job.name, input: job.input ?? {} })
    .onConflictDoNothing({ target: jobs.id });
  const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
  return row;
}

export async function getJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** Marks a queued (or resumed) run as running; false when it was cancelled or already finished. */
export async function startJob(db: Db, id: string, total: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "running", total, startedAt: sql`coalesce(${jobs.startedAt}, now())` })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ["queued", "running"])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Keys of the items this run already recorded: a resumed run skips them. */
export async function recordedItems(db: Db, jobId: string): Promise<Set<string>> {
  const rows = await db.select({ key: jobItems.itemKey }).from(jobItems).where(eq(jobItems.jobId, jobId));
  return new Set(rows.map((r) => r.key));
}

/**
 * Stores an item's outcome and counts it in one transaction, so the progress counters never disagree
 * with the outcomes and a crash leaves the item either fully recorded or not at all.
 */
export async function recordItem(
  db: Db,
  jobId: string,
  itemKey: string,
  seq: number,
  outcome: ItemOutcome,
): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(jobItems)
      .values({ jobId, itemKey, seq, status: outcome.status, detail: outcome.detail ?? null })
      .onConflictDoNothing()
      .returning({ key: jobItems.itemKey });
    if (inserted.length === 0) return;
    const counter =
      outcome.status === "done" ? { done: sql`${jobs.done} + 1` } : { failed: sql`${jobs.failed} + 1` };
    await tx.update(jobs).set(counter).where(eq(jobs.id, jobId));
  });
}

/** Ends a run unless it already ended (a cancel wins over a run that finishes afterwards). */
export async function finishJob(
  db: Db,
  id: string,
  status: Exclude<JobStatus, "queued" | "running">,
  error?: string,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status, error: error ?? null, finishedAt: sql`now()` })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ["queued", "running"])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function jobStatus(db: Db, id: string): Promise<JobStatus | null> {
  const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
  return row?.status ?? null;
}
