import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";

import type { SessionUser } from "@/lib/auth/types";
import { jobItems, jobs, type JobRow } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { listJobsFor } from "@/lib/jobs/queries";

import { DUPLICATE_EVENT_JOB } from "./job";
import { COVER_ITEM, EVENT_ITEM } from "./plan";

export type DuplicateRun = {
  job: JobRow;
  offsetDays: number;
  /** The copy's event id once its item is done. */
  copyId: string | null;
  lots: number;
  coupons: number;
  /** The source's cover on the copy: none (no cover), pending, copied or failed (with the reason). */
  cover: { state: "none" | "pending" | "copied" | "failed"; detail: string | null };
};

function coverState(
  job: JobRow,
  item: { status: string; detail: string | null } | undefined,
): DuplicateRun["cover"] {
  if (item?.status === "failed") return { state: "failed", detail: item.detail };
  if (item?.status === "done")
    return { state: item.detail?.startsWith("skipped") ? "none" : "copied", detail: null };
  // A run lists the cover item only when the source has a cover: without one yet, it may still come.
  return { state: job.status === "queued" || job.status === "running" ? "pending" : "none", detail: null };
}

/** The duplication runs of one event the user may see (newest first), with what each has created. */
export async function listDuplicateRuns(
  user: SessionUser,
  db: Db,
  sourceEventId: string,
): Promise<DuplicateRun[]> {
  const runs = await listJobsFor(
    user,
    db,
    5,
    and(eq(jobs.name, DUPLICATE_EVENT_JOB), sql`${jobs.input}->>'sourceEventId' = ${sourceEventId}`),
  );
  if (runs.length === 0) return [];
  const items = await db
    .select({
      jobId: jobItems.jobId,
      key: jobItems.itemKey,
      detail: jobItems.detail,
      status: jobItems.status,
    })
    .from(jobItems)
    .where(
      and(
        inArray(
          jobItems.jobId,
          runs.map((r) => r.id),
        ),
        inArray(jobItems.status, ["done", "failed"]),
      ),
    );
  return runs.map((job) => {
    const cover = items.find((i) => i.jobId === job.id && i.key === COVER_ITEM);
    const mine = items.filter((i) => i.jobId === job.id && i.status === "done");
    return {
      job,
      offsetDays: Number((job.input as { offsetDays?: number }).offsetDays ?? 0),
      copyId: mine.find((i) => i.key === EVENT_ITEM)?.detail ?? null,
      lots: mine.filter((i) => i.key.startsWith("product:")).length,
      coupons: mine.filter((i) => i.key.startsWith("coupon:")).length,
      cover: coverState(job, cover),
    };
  });
}
