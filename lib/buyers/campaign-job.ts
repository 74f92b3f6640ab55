import { and, asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";

import { campaignCodes } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { defineJob } from "@/lib/jobs/define";
import { getBuyersDashboard } from "@/lib/partner/buyers";
import { createCoupon, listCoupons } from "@/lib/partner/coupons";
import { isValidation } from "@/lib/partner/errors";

import { campaignCode } from "./campaign-code";
import { contactableBuyers } from "./contactable";

export const CampaignInput = z.object({
  producerId: z.uuid(),
  eventId: z.uuid(),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(2000).max(2099),
  discountType: z.enum(["percent", "amount"]),
  discountValue: z.string().regex(/^\d{1,8}(\.\d{1,2})?$/),
});
export type CampaignInputValue = z.infer<typeof CampaignInput>;

export const BIRTHDAY_CAMPAIGN_JOB = "buyers-birthday-campaign";

/**
 * The month's birthday buyers, minus the suppression list, fixed at the run's first attempt: one row per
 * buyer, whose global `seq` gives its code. A resumed run reads the same rows, so its items never shift.
 */
async function snapshot(db: Db, jobId: string, input: CampaignInputValue): Promise<string[]> {
  const existing = await db
    .select({ buyerId: campaignCodes.buyerId })
    .from(campaignCodes)
    .where(eq(campaignCodes.jobId, jobId))
    .orderBy(asc(campaignCodes.seq));
  if (existing.length) return existing.map((r) => r.buyerId);
  const { birthdays_this_month: buyers } = await getBuyersDashboard(input.producerId, input.month, 1);
  const { contactable: chosen } = await contactableBuyers(db, input.producerId, buyers, (b) => b);
  if (!chosen.length) return [];
  const rows = await db
    .insert(campaignCodes)
    .values(
      chosen.map((b) => ({
        jobId,
        producerId: input.producerId,
        eventId: input.eventId,
        buyerId: b.id,
        buyerName: b.name,
        buyerEmail: b.email,
      })),
    )
    .onConflictDoNothing()
    .returning({ seq: campaignCodes.seq, buyerId: campaignCodes.buyerId });
  for (const row of rows)
    await db
      .update(campaignCodes)
      .set({ code: campaignCode(row.seq, input.month, input.year) })
      .where(and(eq(campaignCodes.seq, row.seq), isNull(campaignCodes.code)));
  return chosen.map((b) => b.id);
}

/** The coupon already holding `code` on the event (a create whose answer was lost in a crash). */
async function existingCoupon(eventId: string, code: string): Promise<string | null> {
  return (await listCoupons(eventId)).find((c) => c.code === code)?.id ?? null;
}

/**
 * Birthday campaign: one single-use coupon per birthday buyer of a month on an upcoming event, code
 * `NIVER-<short>-<MMYY>`. Each item is a buyer; a coupon created but not recorded before a crash is found
 * by its code on resume (codes come from a global counter, so the code can only be this campaign's).
 */
export const birthdayCampaignJob = defineJob({
  name: BIRTHDAY_CAMPAIGN_JOB,
  input: CampaignInput,
  concurrency: 4,
  items: (input, ctx) => snapshot(ctx.db, ctx.jobId, input),
  async runItem({ db, jobId, input }, buyerId) {
    const [row] = await db
      .select()
      .from(campaignCodes)
      .where(and(eq(campaignCodes.jobId, jobId), eq(campaignCodes.buyerId, buyerId)));
    if (!row?.code) return { status: "failed", detail: "no code allocated" };
    if (row.couponId) return { status: "done", detail: row.code };
    const label = `${String(input.month).padStart(2, "0")}/${input.year}`;
    let couponId: string | null;
    try {
      const coupon = await createCoupon(input.eventId, {
        code: row.code,
        name: `Aniversário ${label}`,
        discount_type: input.discountType,
        discount_value: input.discountValue,
        usage_limit: 1,
        active: true,
      });
      couponId = coupon.id;
    } catch (error) {
      if (!isValidation(error)) throw error;
      couponId = await existingCoupon(input.eventId, row.code);
      if (!couponId) throw error;
    }
    await db.update(campaignCodes).set({ couponId }).where(eq(campaignCodes.seq, row.seq));
    return { status: "done", detail: row.code };
  },
});
