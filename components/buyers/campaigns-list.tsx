import Link from "next/link";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { Campaign } from "@/lib/buyers/campaigns";
import { formatDateTime } from "@/lib/dates";
import { withProducer } from "@/lib/url-state/with-producer";

import { RenderedDataTable } from "@/components/data-table/rendered-data-table";
import { JobStatusBadge } from "@/components/jobs/job-status-badge";

/**
 * The producer's birthday campaigns, newest first (the database's order; at most 20, no sort), each
 * linking to its codes and redemptions.
 */
export async function CampaignsList({
  campaigns,
  producer,
  eventNames,
}: {
  campaigns: Campaign[];
  producer?: string;
  /** names of the events still upcoming, by id */
  eventNames: Record<string, string>;
}) {
  const [t, locale, timeZone] = await Promise.all([
    getTranslations("buyers.campaign"),
    getLocale(),
    getTimeZone(),
  ]);
  const rows = campaigns.map(({ job, input }) => {
    const run = t("runLabel", { month: String(input.month).padStart(2, "0"), year: input.year });
    const event = eventNames[input.eventId];
    const label = event ? `${run} · ${event}` : run;
    return {
      id: job.id,
      label,
      campaign: (
        <Link
          href={withProducer(`/buyers/campaigns/${job.id}`, producer)}
          className="font-medium text-brand-700 hover:underline"
        >
          {label}
        </Link>
      ),
      progress: t("progress", { done: job.done, total: job.total ?? 0 }),
      // Rendered here: the jobs messages are not sent to the browser.
      status: <JobStatusBadge status={job.status} failed={job.failed} />,
      started: formatDateTime(job.createdAt.toISOString(), { locale, timeZone }),
    };
  });
  return (
    <RenderedDataTable
      rows={rows}
      caption={t("runsCaption")}
      empty={<p className="text-sm text-zinc-600">{t("none")}</p>}
      columns={[
        { id: "campaign", label: t("runColumn"), card: "title", hideable: false },
        { id: "progress", label: t("couponsColumn"), className: "text-zinc-700" },
        { id: "status", label: t("statusColumn") },
        { id: "started", label: t("startedColumn"), className: "whitespace-nowrap text-zinc-700" },
      ]}
    />
  );
}
