import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import type { SessionUser } from "@/lib/auth/types";
import { getDb } from "@/lib/db/client";
import { jobs, type JobRow } from "@/lib/db/schema";
import { getJobFor } from "@/lib/jobs/queries";

import { BULK_CODES_JOB, BulkCodesInput } from "./bulk-job";

export type BulkRun = JobRow & { input: BulkCodesInput };

const ofEvent = (eventId: string) => sql`${jobs.input}->>'eventId' = ${eventId}`;

/** The event's recent bulk-code runs (the event page already checked the user may see the event). */
export async function listBulkRuns(eventId: string, limit = 5): Promise<BulkRun[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, BULK_CODES_JOB), ofEvent(eventId)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows as BulkRun[];
}

/** One bulk-code run of this event that the user may see; null otherwise (missing and hidden alike). */
export async function getBulkRun(user: SessionUser, eventId: string, jobId: string): Promise<BulkRun | null> {
  if (!/^[0-9a-f-]{36}$/i.test(jobId)) return null;
  const row = await getJobFor(user, jobId, await getDb());
  if (!row || row.name !== BULK_CODES_JOB) return null;
  const input = BulkCodesInput.safeParse(row.input);
  return input.success && input.data.eventId === eventId ? { ...row, input: input.data } : null;
}
