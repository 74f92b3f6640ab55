import { routeFor } from "@/lib/auth/route";
import { inScope } from "@/lib/auth/scope";
import { campaignReport, getCampaign } from "@/lib/buyers/campaigns";
import { contactableBuyers } from "@/lib/buyers/contactable";
import { marketingCsvResponse } from "@/lib/buyers/exports";
import { getDb } from "@/lib/db/client";
import { fromCents } from "@/lib/money";
import { isUuid } from "@/lib/uuid";

// GET /api/buyers/campaigns/{jobId} — a birthday campaign's buyers and codes, with redemptions, as CSV
// (contact data: step-up).
export const GET = routeFor<{ params: Promise<{ jobId: string }> }>(
  "exports:contact",
  async (_req, { params }, user) => {
    const { jobId } = await params;
    const db = await getDb();
    const campaign = isUuid(jobId) ? await getCampaign(db, jobId) : null;
    // Missing and out-of-scope campaigns answer alike.
    if (!campaign || !inScope(user.producerIds, campaign.input.producerId))
      return Response.json({ error: "not_found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
    const report = await campaignReport(db, campaign);
    // Someone who opted out after the run is left out of the file too.
    const audience = await contactableBuyers(db, campaign.input.producerId, report.lines, (l) => ({
      id: l.buyerId,
      email: l.buyerEmail,
    }));
    return marketingCsvResponse({
      filename: `campanha-aniversario-${jobId}.csv`,
      columns: [
        "name",
        "email",
        "code",
        "coupon_created",
        "used",
        "order_id",
        { key: "order_amount", type: "decimal" },
      ],
      audience,
      cells: (l) => [
        l.buyerName,
        l.buyerEmail,
        l.code,
        Boolean(l.couponId),
        Boolean(l.usedOrderId),
        l.usedOrderId,
        l.usedOrderId ? fromCents(l.revenueCents) : null,
      ],
    });
  },
  { stepUp: true },
);
