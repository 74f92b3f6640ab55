import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { Campaign } from "@/lib/buyers/campaigns";
import { formatDateTime } from "@/lib/dates";
import { withProducer } from "@/lib/url-state/with-producer";

import { JobStatusBadge } from "@/components/jobs/job-status-badge";

import { CampaignsDataTable } from "./campaigns-data-table";

/** The producer's birthday campaigns, newest first, each linking to its codes and redemptions. */
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
    return {
      id: job.id,
      href: withProducer(`/buyers/campaigns/${job.id}`, producer),
      label: event ? `${run} · ${event}` : run,
      progress: t("progress", { done: job.done, total: job.total ?? 0 }),
      // Rendered here: the jobs messages are not sent to the browser.
      status: <JobStatusBadge status={job.status} failed={job.failed} />,
      started: formatDateTime(job.createdAt.toISOString(), { locale, timeZone }),
    };
  });
  return <CampaignsDataTable rows={rows} empty={<p className="text-sm text-zinc-600">{t("none")}</p>} />;
}
