import Link from "next/link";

import { ListChecks } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { SessionUser } from "@/lib/auth/types";
import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { jobsList, type JobsListState } from "@/lib/jobs/list-params";
import { pageJobsFor } from "@/lib/jobs/queries";

import { DataTableEmpty } from "@/components/data-table/empty-state";
import { RenderedDataTable } from "@/components/data-table/rendered-data-table";

import { JobProgress } from "./job-progress";
import { jobSubjects, type JobSubject } from "./job-subjects";
import { JobsAutoRefresh } from "./jobs-auto-refresh";

/** The runs this user may see (lib/jobs/queries decides) for the URL state, refreshed while any is unfinished. */
export async function JobsTable({ user, state }: { user: SessionUser; state: JobsListState }) {
  const [t, tCampaign, locale, timeZone, db] = await Promise.all([
    getTranslations("jobs"),
    getTranslations("buyers.campaign"),
    getLocale(),
    getTimeZone(),
    getDb(),
  ]);
  const { rows, total } = await pageJobsFor(user, db, {
    page: state.page,
    perPage: state.per_page,
    oldestFirst: state.sort === "created_at" && state.dir === "asc",
    includeSystem: state.system === "show",
  });
  const subjects = await jobSubjects(user, rows, (month, year) => tCampaign("runLabel", { month, year }));

  // Job names are open strings; only known ones have a label (typed messages need a known key).
  const label = (name: string) => {
    const key = `names.${name}` as "names.maintenance";
    return t.has(key) ? t(key) : name;
  };
  const when = (d: Date | null) => formatDateTime(d?.toISOString(), { timeZone, locale });
  // "Cancelamento em lote de pedidos — Festival X": what a screen reader hears for the row and its bar.
  const named = (job: (typeof rows)[number]) =>
    [label(job.name), subjects.get(job.id)?.name].filter(Boolean).join(" — ");
  // Cells rendered here by column id (the jobs messages stay out of the browser).
  const views = rows.map((job) => ({
    id: job.id,
    label: named(job),
    job: (
      <>
        <Link
          href={`/jobs/${job.id}`}
          prefetch={false}
          className="font-medium text-zinc-950 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {label(job.name)}
        </Link>
        <JobSubjectLine subject={subjects.get(job.id)} />
        <p className="mt-0.5 text-xs text-zinc-600 lg:hidden">
          {t("table.created", { when: when(job.createdAt) })}
        </p>
        {job.error ? <p className="mt-1 text-xs break-words text-red-800">{job.error}</p> : null}
      </>
    ),
    progress: (
      <JobProgress
        job={{
          id: job.id,
          label: named(job),
          status: job.status,
          total: job.total,
          done: job.done,
          failed: job.failed,
        }}
      />
    ),
    who: job.createdByEmail ?? t("table.system"),
    // The sort key (lib/jobs/list-params): start time, newest first by default.
    created_at: (
      <>
        <p>{t("table.created", { when: when(job.createdAt) })}</p>
        {job.finishedAt ? (
          <p className="text-xs text-zinc-600">{t("table.finished", { when: when(job.finishedAt) })}</p>
        ) : null}
      </>
    ),
  }));

  return (
    <>
      <JobsAutoRefresh active={rows.some((r) => r.status === "queued" || r.status === "running")} />
      <RenderedDataTable
        rows={views}
        list={{ spec: jobsList.spec, state, total }}
        caption={t("table.caption")}
        empty={<DataTableEmpty icon={ListChecks} title={t("empty.title")} description={t("empty.body")} />}
        columns={[
          { id: "job", label: t("table.job"), className: "align-top", card: "title", hideable: false },
          { id: "progress", label: t("table.progress"), className: "align-top", card: "field" },
          { id: "who", label: t("table.who"), className: "hidden align-top text-zinc-700 md:table-cell" },
          {
            id: "created_at",
            label: t("table.when"),
            className: "hidden align-top whitespace-nowrap text-zinc-700 lg:table-cell",
            card: "hidden",
          },
        ]}
      />
    </>
  );
}

/** The event or campaign a run worked on, linked when the user may open it. */
export function JobSubjectLine({ subject }: { subject: JobSubject | undefined }) {
  if (!subject) return null;
  return (
    <p className="mt-0.5 text-sm break-words text-zinc-700">
      {subject.href ? (
        <Link href={subject.href} prefetch={false} className="text-brand-700 hover:underline">
          {subject.name}
        </Link>
      ) : (
        subject.name
      )}
    </p>
  );
}
