"use server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { IdOrSlugSchema, LIMITS } from "@/lib/contract";
import { env } from "@/lib/env";
import { bulkCancelJob } from "@/lib/jobs/bulk-cancel";
import { enqueueJob } from "@/lib/jobs/start";
import { confirmsBulkCancel } from "@/lib/orders/bulk-confirmation";
import { bulkCancelPreview } from "@/lib/orders/bulk-preview";
import { sinceInstant } from "@/lib/orders/list-params";
import { getEvent } from "@/lib/partner/events";
import { listOrders } from "@/lib/partner/orders";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
type Started = { jobId: string; eventId: string };

// Starts the bulk-cancel job (POST /events/{event_id}/orders/{order_id}/cancel for each paid order).
export const startBulkCancelAction = defineAction({
  capability: "orders:cancel",
  stepUp: true,
  messages: "orders.errors",
  fields: ["reason", "confirmation"],
  parse: ({ t }, eventId: string, since: string | null, reason: string, confirmation: string) => {
    if (!IdOrSlugSchema.safeParse(eventId).success) return invalid({}, t("notFound"));
    const text = typeof reason === "string" ? reason.trim() : "";
    if (text.length > LIMITS.cancelReasonMax)
      return invalid({ reason: [t("tooLong", { max: LIMITS.cancelReasonMax })] });
    const day = typeof since === "string" && DAY.test(since) ? since : undefined;
    const from = sinceInstant(day, env().DISPLAY_TZ);
    if (day && !from) return invalid({}, t("validation"));
    const typed = typeof confirmation === "string" ? confirmation : "";
    if (!typed.trim()) return invalid({ confirmation: [t("bulkConfirmRequired")] });
    return valid({ eventId, since: from, reason: text || undefined, confirmation: typed });
  },
  target: async ({ eventId }) => {
    const event = await getEvent(eventId);
    return { producerId: event.producer.id, before: { id: event.id, name: event.name } };
  },
  write: async ({ since, reason, confirmation }, { producerId, before }, { user, t }) => {
    // Checked against what the run would cancel now, not against what the dialog showed.
    const { count } = await bulkCancelPreview(before.id, since);
    if (!confirmsBulkCancel(confirmation, before.name, count))
      return invalid({ confirmation: [t("bulkConfirmMismatch", { count })] });
    // "Until now" in the API's own time: the newest order's creation, if the API's clock is ahead of ours.
    const newest = (await listOrders(before.id, { per_page: 1 })).data[0]?.created_at;
    const now = new Date().toISOString();
    const until = newest && Date.parse(newest) > Date.parse(now) ? newest : now;
    const input = { eventId: before.id, since, reason, until };
    const jobId = await enqueueJob(bulkCancelJob, input, {
      producerId,
      createdBy: { id: user.id, email: user.email },
    });
    return written({ jobId, eventId: before.id });
  },
  audit: { action: "order.bulk_cancel", targetType: "event", targetId: (after: Started) => after.eventId },
  revalidate: () => [["/jobs"]],
  done: (after: Started) => success({ jobId: after.jobId }),
});
