import Link from "next/link";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { Campaign } from "@/lib/buyers/campaigns";
import { formatDateTime } from "@/lib/dates";
import { withProducer } from "@/lib/url-state/with-producer";

import { JobStatusBadge } from "@/components/jobs/job-status-badge";

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
  if (!campaigns.length) return <p className="text-sm text-zinc-600">{t("none")}</p>;
  return (
    <ul className="divide-y divide-zinc-100">
      {campaigns.map(({ job, input }) => (
        <li key={job.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <Link
            href={withProducer(`/buyers/campaigns/${job.id}`, producer)}
            className="font-medium text-brand-700 hover:underline"
          >
            {t("runLabel", { month: String(input.month).padStart(2, "0"), year: input.year })}
            {eventNames[input.eventId] ? ` · ${eventNames[input.eventId]}` : null}
          </Link>
          <span className="flex items-center gap-3 text-zinc-600">
            <span>{t("progress", { done: job.done, total: job.total ?? 0 })}</span>
            <JobStatusBadge status={job.status} />
            <span>{formatDateTime(job.createdAt.toISOString(), { locale, timeZone })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
