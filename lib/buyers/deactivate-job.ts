import { z } from "zod";

import { defineJob } from "@/lib/jobs/define";
import { updateCoupon } from "@/lib/partner/coupons";

import { campaignReport, getCampaign } from "./campaigns";

export const DEACTIVATE_UNUSED_JOB = "buyers-campaign-deactivate";

/**
 * "Deactivate unused codes" at month end: every coupon of a birthday campaign that no paid order carries
 * is PATCHed to `active: false`. Items are coupon ids; the PATCH is idempotent, so a resumed run may
 * repeat it safely.
 */
export const deactivateUnusedJob = defineJob({
  name: DEACTIVATE_UNUSED_JOB,
  input: z.object({ campaignJobId: z.uuid() }),
  concurrency: 4,
  async items({ campaignJobId }, { db }) {
    const campaign = await getCampaign(db, campaignJobId);
    if (!campaign) return [];
    const report = await campaignReport(db, campaign);
    return report.lines.flatMap((l) =>
      l.couponId && !l.usedOrderId ? [`${campaign.input.eventId}/${l.couponId}`] : [],
    );
  },
  async runItem(_ctx, item) {
    const [eventId, couponId] = item.split("/");
    const coupon = await updateCoupon(eventId, couponId, { active: false });
    return { status: "done", detail: coupon.code };
  },
});
