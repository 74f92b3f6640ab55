import Link from "next/link";

import { getLocale, getTranslations } from "next-intl/server";

import { can } from "@/lib/auth/policy";
import type { SessionUser } from "@/lib/auth/types";
import { campaignReport, type Campaign } from "@/lib/buyers/campaigns";
import { getDb } from "@/lib/db/client";
import { formatBRL, formatPercent } from "@/lib/money";
import { withProducer } from "@/lib/url-state/with-producer";

import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

import { RenderedDataTable } from "@/components/data-table/rendered-data-table";
import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import { StepUpDownload } from "@/components/step-up/step-up-download";

import { DeactivateUnused } from "./deactivate-unused";
import { Kpi } from "./kpi";

const STATE = {
  used: { tone: "green", label: "stateUsed" },
  unused: { tone: "neutral", label: "stateUnused" },
  pending: { tone: "amber", label: "statePending" },
} as const;

/**
 * A campaign's codes, in the order they were created (no sort), and their redemptions (paid orders
 * carrying the code), read now from the API.
 */
export async function CampaignReportView({
  user,
  campaign,
  producer,
}: {
  user: SessionUser;
  campaign: Campaign;
  producer?: string;
}) {
  const [t, locale, report] = await Promise.all([
    getTranslations("buyers.campaign"),
    getLocale(),
    campaignReport(await getDb(), campaign),
  ]);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-700">
        <JobStatusBadge status={campaign.job.status} failed={campaign.job.failed} />
        <span>{t("progress", { done: campaign.job.done, total: campaign.job.total ?? 0 })}</span>
        {can(user, "exports:contact") ? (
          <StepUpDownload
            href={`/api/buyers/campaigns/${campaign.job.id}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t("csv")}
          </StepUpDownload>
        ) : null}
        {can(user, "coupons:write") ? <DeactivateUnused campaignJobId={campaign.job.id} /> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Kpi label={t("created")} value={report.created} />
        <Kpi label={t("used")} value={report.used} />
        <Kpi label={t("revenue")} value={formatBRL(report.revenueCents, locale)} />
        <Kpi label={t("conversion")} value={formatPercent(report.conversion, locale)} />
      </div>
      <Card>
        <CardContent className="px-0 pt-4">
          <RenderedDataTable
            caption={t("codesCaption")}
            rows={report.lines.map((l) => {
              const buyer = l.buyerName ?? l.buyerEmail;
              const state = STATE[l.usedOrderId ? "used" : l.couponId ? "unused" : "pending"];
              return {
                id: String(l.seq),
                label: buyer,
                buyer: (
                  <Link
                    href={withProducer(`/buyers/${l.buyerId}`, producer)}
                    prefetch={false}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {buyer}
                  </Link>
                ),
                code: l.code,
                state: <Badge tone={state.tone}>{t(state.label)}</Badge>,
              };
            })}
            columns={[
              { id: "buyer", label: t("buyer"), card: "title", hideable: false },
              { id: "code", label: t("code"), className: "font-mono" },
              { id: "state", label: t("state") },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
