import "server-only";

import { and, desc, eq, like } from "drizzle-orm";

import { latestAuditEntries } from "@/lib/db/audit";
import { jobItems, jobs } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { BULK_CANCEL_JOB } from "@/lib/jobs/bulk-cancel";

/** Who cancelled an order through Palco, when and why; `via` says whether one order or a bulk run. */
export type Cancellation = { by: string; at: Date; reason: string | null; via: "order" | "bulk" };

const reasonOf = (value: unknown): string | null => {
  if (!value || typeof value !== "object" || !("reason" in value)) return null;
  const reason = (value as { reason: unknown }).reason;
  return typeof reason === "string" && reason.trim() ? reason : null;
};

/**
 * The cancellation of one order as Palco recorded it: the order page's cancel (audit log, `order.cancel`)
 * or the bulk run that cancelled it (its item outcome). Null when Palco did not cancel it (the platform,
 * another integration): the API keeps neither who nor why.
 */
export async function findCancellation(db: Db, orderId: string): Promise<Cancellation | null> {
  const [single] = await latestAuditEntries(
    { action: "order.cancel", targetType: "order", targetId: orderId },
    1,
    db,
  );
  if (single) return { by: single.userEmail, at: single.at, reason: reasonOf(single.after), via: "order" };

  const [bulk] = await db
    .select({ by: jobs.createdByEmail, at: jobItems.finishedAt, input: jobs.input })
    .from(jobItems)
    .innerJoin(jobs, eq(jobs.id, jobItems.jobId))
    .where(
      and(
        eq(jobs.name, BULK_CANCEL_JOB),
        eq(jobItems.itemKey, orderId),
        eq(jobItems.status, "done"),
        like(jobItems.detail, "cancelled%"),
      ),
    )
    .orderBy(desc(jobItems.finishedAt))
    .limit(1);
  if (bulk) return { by: bulk.by ?? "Palco", at: bulk.at, reason: reasonOf(bulk.input), via: "bulk" };
  return null;
}
