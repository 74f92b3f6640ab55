import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { listBulkRuns } from "@/lib/coupons/runs";
import { formatDateTime } from "@/lib/dates";

import { JobProgress } from "@/components/jobs/job-progress";
import { JobsAutoRefresh } from "@/components/jobs/jobs-auto-refresh";

import { BulkRunActions } from "./bulk-run-actions";

/** The event's recent bulk-code runs with progress, CSV, stop and resume; refreshed while one is unfinished. */
export async function BulkRuns({ eventId, canWrite }: { eventId: string; canWrite: boolean }) {
  const runs = await listBulkRuns(eventId);
  if (runs.length === 0) return null;
  const [t, tJobs, locale, timeZone] = await Promise.all([
    getTranslations("coupons.runs"),
    getTranslations("jobs"),
    getLocale(),
    getTimeZone(),
  ]);
  const label = tJobs("names.bulk-coupon-codes");
  return (
    <section
      aria-labelledby="bulk-runs-title"
      className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm"
    >
      <JobsAutoRefresh active={runs.some((r) => r.status === "queued" || r.status === "running")} />
      <div>
        <h2 id="bulk-runs-title" className="text-base font-semibold text-zinc-950">
          {t("title")}
        </h2>
        <p className="text-sm text-zinc-600">{t("description")}</p>
      </div>
      <ul className="grid gap-4">
        {runs.map((run) => {
          const unfinished = run.status === "queued" || run.status === "running";
          const resumable = run.status === "cancelled" || run.status === "failed" || run.failed > 0;
          return (
            <li
              key={run.id}
              className="grid gap-2 border-t border-zinc-100 pt-3 first:border-0 first:pt-0 sm:grid-cols-[1fr_auto] sm:items-end"
              data-job-id={run.id}
            >
              <div className="grid gap-1">
                <p className="text-xs text-zinc-600">
                  {t("created", {
                    when: formatDateTime(run.createdAt.toISOString(), { timeZone, locale }),
                    who: run.createdByEmail ?? t("system"),
                  })}
                </p>
                <JobProgress
                  job={{
                    id: run.id,
                    label,
                    status: run.status,
                    total: run.total ?? run.input.codes.length,
                    done: run.done,
                    failed: run.failed,
                  }}
                />
              </div>
              {canWrite && (unfinished || resumable) ? (
                <BulkRunActions
                  eventId={eventId}
                  jobId={run.id}
                  total={run.input.codes.length}
                  canStop={unfinished}
                  canResume={!unfinished && resumable}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
