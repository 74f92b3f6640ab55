"use server";

import { loadEvent } from "@/lib/actions/events/event-spec";
import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { bulkCodesJob } from "@/lib/coupons/bulk-job";
import { getBulkRun, type BulkRun } from "@/lib/coupons/runs";
import { cancelJob, enqueueJob } from "@/lib/jobs/start";

import { COUPON_WRITE } from "./spec";

type RunTarget = { eventId: string; jobId: string };

/** The run, if it belongs to this event and the user may see it; its producer comes from the API's event. */
async function loadRun({ eventId, jobId }: RunTarget, user: Parameters<typeof getBulkRun>[0]) {
  const event = await loadEvent(eventId);
  if (!event) return null;
  const run = await getBulkRun(user, event.before.id, jobId);
  return run ? { producerId: event.producerId, before: run } : null;
}

const parseRun = (_ctx: unknown, eventId: string, jobId: string) =>
  typeof eventId === "string" && typeof jobId === "string" ? valid({ eventId, jobId }) : invalid({});

const audit = (action: string) => ({ action, targetType: "job", targetId: (r: { id: string }) => r.id });

// Resumes a stopped or partly failed run as a new run with the same codes: codes already upstream are
// skipped (listed first), the rest are created. No upstream write happens here; the job writes.
export const resumeBulkCodesAction = defineAction({
  ...COUPON_WRITE,
  parse: parseRun,
  target: (input, { user }) => loadRun(input, user),
  write: async (_input, { before, producerId }, { user, t }) => {
    const finished = before.status === "cancelled" || before.status === "failed" || before.failed > 0;
    if (before.status === "queued" || before.status === "running" || !finished)
      return invalid({}, t("resumeNotNeeded"));
    const jobId = await enqueueJob(bulkCodesJob, before.input, {
      producerId,
      createdBy: { id: user.id, email: user.email },
    });
    return written({ id: jobId });
  },
  audit: audit("coupon.bulk.resume"),
  done: (after: { id: string }) => success({ jobId: after.id }),
});

// Stops a queued or running run after the items in flight (what was created stays; resume finishes it).
export const cancelBulkCodesAction = defineAction({
  ...COUPON_WRITE,
  parse: parseRun,
  target: (input, { user }) => loadRun(input, user),
  write: async (_input, { before }) =>
    (await cancelJob(before.id)) ? written<BulkRun>(before) : unchanged<BulkRun>(before),
  audit: audit("coupon.bulk.cancel"),
  done: (after: BulkRun) => success({ jobId: after.id }),
});
