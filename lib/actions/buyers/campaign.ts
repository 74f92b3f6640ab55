"use server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { readCampaignDiscount } from "@/lib/buyers/campaign-discount";
import { birthdayCampaignJob, CampaignInput } from "@/lib/buyers/campaign-job";
import { getCampaign } from "@/lib/buyers/campaigns";
import { deactivateUnusedJob } from "@/lib/buyers/deactivate-job";
import { getDb } from "@/lib/db/client";
import { enqueueJob } from "@/lib/jobs/start";
import { getEventInScope } from "@/lib/partner/events";
import { isUuid } from "@/lib/uuid";

import { BUYER_MESSAGES, loadProducer } from "./buyer-spec";

type Started = { jobId: string; producerId: string };

/** The year a campaign for `month` runs in: this year, or next year once the month has passed. */
function campaignYear(month: number, now = new Date()): number {
  return month >= now.getUTCMonth() + 1 ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
}

const CAMPAIGN_SPEC = {
  capability: "coupons:write",
  messages: BUYER_MESSAGES,
  revalidate: () => [["/buyers/birthdays"], ["/jobs"]] as const,
  done: (a: Started) => success({ jobId: a.jobId }),
} as const;

// Queues the birthday campaign job (its items POST /events/{event_id}/coupons, one per buyer).
export const startBirthdayCampaignAction = defineAction({
  ...CAMPAIGN_SPEC,
  fields: ["month", "eventId", "discountType", "discountValue"],
  audit: { action: "buyers.campaign.start", targetType: "job", targetId: (a: Started) => a.jobId },
  parse: ({ t }, producer: string, form: Record<string, string>) => {
    const month = Number(form?.month);
    const discountType = form?.discountType === "amount" ? "amount" : "percent";
    const discount = readCampaignDiscount(discountType, String(form?.discountValue ?? ""));
    const errors: Record<string, string[]> = {};
    if (!Number.isInteger(month) || month < 1 || month > 12) errors.month = [t("required")];
    if (!isUuid(String(form?.eventId ?? ""))) errors.eventId = [t("required")];
    if (form?.discountType !== discountType) errors.discountType = [t("required")];
    if (!discount.ok) errors.discountValue = [t(discount.message)];
    if (!discount.ok || Object.keys(errors).length) return invalid(errors);
    return valid({ producer, eventId: form.eventId, month, discountType, discountValue: discount.value });
  },
  // The producer and the event must agree: an event of another producer reads as missing.
  target: async ({ producer, eventId }, { user }) => {
    const found = await loadProducer(producer);
    const event = found && (await getEventInScope(user, eventId));
    return found && event?.producer.id === found.id ? { producerId: found.id, before: null } : null;
  },
  write: async (input, { producerId }, { user }) => {
    const job = CampaignInput.parse({
      producerId,
      eventId: input.eventId,
      month: input.month,
      year: campaignYear(input.month),
      discountType: input.discountType,
      discountValue: input.discountValue,
    });
    const jobId = await enqueueJob(birthdayCampaignJob, job, {
      producerId,
      createdBy: { id: user.id, email: user.email },
    });
    return written({ jobId, producerId });
  },
});

// Queues "deactivate unused codes" for one campaign (its items PATCH /events/{event_id}/coupons/{id}).
export const deactivateUnusedCodesAction = defineAction({
  ...CAMPAIGN_SPEC,
  audit: { action: "buyers.campaign.deactivate", targetType: "job", targetId: (a: Started) => a.jobId },
  parse: (_ctx, campaignJobId: string) => valid({ campaignJobId }),
  target: async ({ campaignJobId }) => {
    if (!isUuid(campaignJobId)) return null;
    const campaign = await getCampaign(await getDb(), campaignJobId);
    return campaign ? { producerId: campaign.input.producerId, before: null } : null;
  },
  write: async ({ campaignJobId }, { producerId }, { user }) => {
    const jobId = await enqueueJob(
      deactivateUnusedJob,
      { campaignJobId },
      { producerId, createdBy: { id: user.id, email: user.email } },
    );
    return written({ jobId, producerId });
  },
});
