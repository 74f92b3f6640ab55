import "server-only";

import { and, asc, desc, eq } from "drizzle-orm";

import { campaignCodes, jobs, type CampaignCodeRow, type JobRow } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { toCents } from "@/lib/money";
import { listAllOrders } from "@/lib/partner/orders";

import { BIRTHDAY_CAMPAIGN_JOB, CampaignInput, type CampaignInputValue } from "./campaign-job";

export type Campaign = { job: JobRow; input: CampaignInputValue };

/** The producer's birthday campaigns, newest first (the caller checked the producer is the user's). */
export async function listCampaigns(db: Db, producerId: string, limit = 20): Promise<Campaign[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, BIRTHDAY_CAMPAIGN_JOB), eq(jobs.producerId, producerId)))
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
  return rows.flatMap((job) => {
    const input = CampaignInput.safeParse(job.input);
    return input.success ? [{ job, input: input.data }] : [];
  });
}

export async function getCampaign(db: Db, jobId: string): Promise<Campaign | null> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.name, BIRTHDAY_CAMPAIGN_JOB)));
  const input = job && CampaignInput.safeParse(job.input);
  return job && input?.success ? { job, input: input.data } : null;
}

export async function codesOf(db: Db, jobId: string): Promise<CampaignCodeRow[]> {
  return db
    .select()
    .from(campaignCodes)
    .where(eq(campaignCodes.jobId, jobId))
    .orderBy(asc(campaignCodes.seq));
}

export type CodeLine = CampaignCodeRow & { usedOrderId: string | null; revenueCents: number };
export type CampaignReport = {
  lines: CodeLine[];
  created: number;
  used: number;
  revenueCents: number;
  /** used / created, 0..1 */
  conversion: number;
};

/**
 * Redemptions from the event's paid orders' `coupon_code` (paged, 4 pages at a time): a code is used when
 * a paid order carries it; revenue is those orders' amounts, in cents.
 */
export async function campaignReport(db: Db, campaign: Campaign): Promise<CampaignReport> {
  const codes = await codesOf(db, campaign.job.id);
  const byCode = new Map<string, { orderId: string; cents: number }>();
  const wanted = new Set(codes.flatMap((c) => (c.code ? [c.code] : [])));
  for await (const order of listAllOrders(
    campaign.input.eventId,
    { payment_status: "paid" },
    { concurrency: 4 },
  )) {
    const code = order.coupon_code;
    if (code && wanted.has(code) && !byCode.has(code))
      byCode.set(code, { orderId: order.id, cents: toCents(order.amount) });
  }
  const lines = codes.map((c) => {
    const hit = c.code ? byCode.get(c.code) : undefined;
    return { ...c, usedOrderId: hit?.orderId ?? null, revenueCents: hit?.cents ?? 0 };
  });
  const created = lines.filter((l) => l.couponId).length;
  const used = lines.filter((l) => l.usedOrderId).length;
  const revenueCents = lines.reduce((sum, l) => sum + l.revenueCents, 0);
  return { lines, created, used, revenueCents, conversion: created ? used / created : 0 };
}
