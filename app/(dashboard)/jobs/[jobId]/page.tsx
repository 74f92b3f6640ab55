import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ArrowLeft, ListChecks } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { mapLimit } from "@/lib/concurrency";
import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { getJobFor, listItemOutcomes } from "@/lib/jobs/queries";
import { orderCode } from "@/lib/orders/code";
import { getOrder } from "@/lib/partner/orders";
import { isUuid } from "@/lib/uuid";

import { Badge } from "@/components/ui/badge";

import { DataTableEmpty } from "@/components/data-table/empty-state";
import { RenderedDataTable } from "@/components/data-table/rendered-data-table";
import { JobProgress } from "@/components/jobs/job-progress";
import { jobSubjects } from "@/components/jobs/job-subjects";
import { JobsAutoRefresh } from "@/components/jobs/jobs-auto-refresh";
import { JobSubjectLine } from "@/components/jobs/jobs-table";
import { outcomeReasons } from "@/components/jobs/outcome-reason";
import { PageHeader } from "@/components/layout/page-header";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { params: Promise<{ jobId: string }> };
/** Outcomes shown on the page (failures first); the CSV has every one. */
const SHOWN = 200;
/** Orders read for their buyer's name, at most (one GET each). */
const BUYERS_READ = 100;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("page.title") };
}

/** One run: what it worked on, who started it, its progress and each item's outcome in the user's language. */
async function JobPage({ params }: Props) {
  const { jobId } = await params;
  const user = await guardPage(requireCapability("jobs:read"), `/jobs/${jobId}`);
  const db = await getDb();
  const job = isUuid(jobId) ? await getJobFor(user, jobId, db) : null;
  if (!job) notFound();
  const [t, tCampaign, locale, timeZone, lines] = await Promise.all([
    getTranslations("jobs"),
    getTranslations("buyers.campaign"),
    getLocale(),
    getTimeZone(),
    listItemOutcomes(job.id, db),
  ]);
  const label = t.has(`names.${job.name}` as "names.maintenance")
    ? t(`names.${job.name}` as "names.maintenance")
    : job.name;
  const subject = (
    await jobSubjects(user, [job], (month, year) => tCampaign("runLabel", { month, year }))
  ).get(job.id);
  const when = (d: Date | null) => (d ? formatDateTime(d.toISOString(), { timeZone, locale }) : "—");

  // Bulk cancel: each item is an order of the run's event; its short code and buyer make it findable.
  const orders = job.name === "bulk-cancel-orders";
  const eventId = (job.input as { eventId?: string }).eventId;
  const shown = [...lines]
    .sort((a, b) => (a.status === b.status ? 0 : a.status === "failed" ? -1 : 1))
    .slice(0, SHOWN);
  const buyers = new Map<string, string>();
  if (orders && eventId) {
    const read = await mapLimit(shown.slice(0, BUYERS_READ), 6, (l) =>
      getOrder(eventId, l.item).catch(() => null),
    );
    for (const o of read) if (o) buyers.set(o.id, o.buyer.name ?? o.buyer.email);
  }
  const reasonOf = await outcomeReasons();
  const rows = shown.map((l) => ({
    id: l.item,
    item: orders ? (
      eventId ? (
        <Link
          href={`/events/${eventId}/orders/${l.item}`}
          prefetch={false}
          className="font-mono text-brand-700 hover:underline"
        >
          {orderCode(l.item)}
        </Link>
      ) : (
        <span className="font-mono">{orderCode(l.item)}</span>
      )
    ) : (
      <span className="break-all">{l.item}</span>
    ),
    buyer: buyers.get(l.item) ?? "—",
    status: <Badge tone={l.status === "failed" ? "red" : "green"}>{t(`outcome.status.${l.status}`)}</Badge>,
    reason: reasonOf(l.detail),
  }));

  return (
    <div className="grid gap-6">
      <JobsAutoRefresh active={job.status === "queued" || job.status === "running"} />
      <Link
        href="/jobs"
        className="inline-flex w-fit items-center gap-1 text-sm text-zinc-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t("page.back")}
      </Link>
      <PageHeader title={label} description={<JobSubjectLine subject={subject} />} />
      <dl className="grid gap-4 rounded-lg border border-zinc-200 bg-white p-5 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1 sm:col-span-2">
          <dt className="text-zinc-600">{t("table.progress")}</dt>
          <dd>
            <JobProgress
              job={{
                id: job.id,
                label,
                status: job.status,
                total: job.total,
                done: job.done,
                failed: job.failed,
              }}
            />
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-zinc-600">{t("table.who")}</dt>
          <dd className="break-words">{job.createdByEmail ?? t("table.system")}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-zinc-600">{t("table.when")}</dt>
          <dd>
            <p>{t("table.created", { when: when(job.createdAt) })}</p>
            {job.finishedAt ? (
              <p className="text-zinc-600">{t("table.finished", { when: when(job.finishedAt) })}</p>
            ) : null}
          </dd>
        </div>
        {job.error ? (
          <div className="grid gap-1 sm:col-span-2 lg:col-span-4">
            <dt className="text-zinc-600">{t("page.error")}</dt>
            <dd className="break-words text-red-800">{job.error}</dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="outcomes-title" className="grid gap-3">
        <h2 id="outcomes-title" className="text-lg font-semibold text-zinc-950">
          {t("page.outcomes")}
        </h2>
        {lines.length > SHOWN ? (
          <p className="text-sm text-zinc-600">{t("page.shown", { shown: SHOWN, total: lines.length })}</p>
        ) : null}
        <RenderedDataTable
          rows={rows}
          caption={t("page.outcomesCaption", { name: label })}
          columns={[
            {
              id: "item",
              label: orders ? t("page.order") : t("page.item"),
              className: "align-top whitespace-nowrap",
              card: "title",
              hideable: false,
            },
            ...(orders ? [{ id: "buyer" as const, label: t("page.buyer"), className: "align-top" }] : []),
            { id: "status", label: t("page.status"), className: "align-top" },
            { id: "reason", label: t("page.reason"), className: "align-top text-zinc-700" },
          ]}
          empty={
            <DataTableEmpty
              icon={ListChecks}
              title={t("page.noOutcomes")}
              description={t("page.noOutcomesBody")}
            />
          }
        />
      </section>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(JobPage);
