import { z } from "zod";

import { LIMITS, type Order } from "@/lib/contract";
import { PartnerApiError } from "@/lib/partner/errors";
import { cancelOrder, getOrder, listAllOrders } from "@/lib/partner/orders";

import { defineJob, type ItemOutcome } from "./define";

export const BULK_CANCEL_JOB = "bulk-cancel-orders";

const BulkCancelInput = z.object({
  /** The event's UUID (the action resolved it and checked the producer). */
  eventId: z.guid(),
  /** Only orders created at or after this instant (the Orders tab's "created since"). */
  since: z.iso.datetime({ offset: true }).optional(),
  /** Orders created after the run was started are not part of it. */
  until: z.iso.datetime({ offset: true }),
  reason: z.string().max(LIMITS.cancelReasonMax).optional(),
});
export type BulkCancelInput = z.output<typeof BulkCancelInput>;

type Listed = "paid" | "cancelled";
/** Per run: each order's status as listed when this attempt started (re-listed on every attempt). */
const listedStatus = new Map<string, Map<string, Listed>>();

/**
 * The run's orders: paid and cancelled ones of the filter, created up to `until`. Cancelled ones stay in
 * the list (skipped), so the keys are the same on every attempt: an order this run cancelled before a crash
 * is listed as cancelled by the resumed attempt and skipped, never cancelled twice.
 */
async function listRunOrders(input: BulkCancelInput, jobId: string): Promise<string[]> {
  const until = Date.parse(input.until);
  const found: { id: string; created: number; status: Listed }[] = [];
  for (const status of ["paid", "cancelled"] as const) {
    for await (const o of listAllOrders(input.eventId, { payment_status: status, since: input.since })) {
      const created = Date.parse(o.created_at);
      if (created <= until) found.push({ id: o.id, created, status });
    }
  }
  found.sort((a, b) => b.created - a.created || a.id.localeCompare(b.id));
  const unique = new Map(found.map((o) => [o.id, o.status]));
  listedStatus.set(jobId, unique);
  // Only the runs of this process matter; keep a few, not every run since start.
  for (const key of listedStatus.keys()) if (listedStatus.size > 8 && key !== jobId) listedStatus.delete(key);
  return [...unique.keys()];
}

const SKIPPED: ItemOutcome = { status: "done", detail: "skipped: already cancelled" };

/** One order: skipped when cancelled, else one cancel (never retried); an unclear answer is read back. */
async function cancelOne(
  input: BulkCancelInput,
  orderId: string,
  listed: Listed | undefined,
  signal: AbortSignal,
) {
  const status = listed ?? (await getOrder(input.eventId, orderId)).payment_status;
  if (status === "cancelled") return SKIPPED;
  if (status !== "paid") return { status: "done", detail: `skipped: ${status}` } satisfies ItemOutcome;
  let order: Order;
  try {
    order = await cancelOrder(input.eventId, orderId, input.reason, signal);
  } catch (error) {
    if (!(error instanceof PartnerApiError)) throw error;
    const now = await getOrder(input.eventId, orderId).catch(() => null);
    if (error.status === 422 && now?.payment_status !== "cancelled")
      return { status: "failed", detail: `refused: ${error.error}` } satisfies ItemOutcome;
    if (now?.payment_status === "cancelled")
      return error.status === 422
        ? SKIPPED
        : { status: "done", detail: "cancelled (confirmed by read-back)" };
    return { status: "failed", detail: `failed: ${error.error}` } satisfies ItemOutcome;
  }
  return { status: "done", detail: order.refund ? `cancelled; refund ${order.refund.status}` : "cancelled" };
}

/** Cancels every paid order of an event (or a filtered set) with bounded concurrency; safe to re-run. */
export const bulkCancelJob = defineJob({
  name: BULK_CANCEL_JOB,
  input: BulkCancelInput,
  concurrency: 4,
  items: (input, ctx) => listRunOrders(input, ctx.jobId),
  runItem: async (ctx, orderId) =>
    (await cancelOne(
      ctx.input,
      orderId,
      listedStatus.get(ctx.jobId)?.get(orderId),
      ctx.signal,
    )) as ItemOutcome,
});
