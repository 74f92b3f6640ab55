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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import { JobStatusBadge } from "@/components/jobs/job-status-badge";

import { DeactivateUnused } from "./deactivate-unused";
import { Kpi } from "./kpi";

/** A campaign's codes and their redemptions (paid orders carrying the code), read now from the API. */
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
        <JobStatusBadge status={campaign.job.status} />
        <span>{t("progress", { done: campaign.job.done, total: campaign.job.total ?? 0 })}</span>
        {can(user, "exports:contact") ? (
          <a
            href={`/api/buyers/campaigns/${campaign.job.id}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            download
          >
            {t("csv")}
          </a>
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
          <Table>
            <caption className="sr-only">{t("codesCaption")}</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t("buyer")}</TableHead>
                <TableHead scope="col">{t("code")}</TableHead>
                <TableHead scope="col">{t("state")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.lines.map((l) => (
                <TableRow key={l.seq} data-code={l.code ?? undefined}>
                  <TableCell>
                    <Link
                      href={withProducer(`/buyers/${l.buyerId}`, producer)}
                      prefetch={false}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {l.buyerName ?? l.buyerEmail}
                    </Link>
                  </TableCell>
                  <TableCell className="font-mono">{l.code}</TableCell>
                  <TableCell>
                    {l.usedOrderId ? (
                      <Badge tone="green">{t("stateUsed")}</Badge>
                    ) : l.couponId ? (
                      <Badge tone="neutral">{t("stateUnused")}</Badge>
                    ) : (
                      <Badge tone="amber">{t("statePending")}</Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
