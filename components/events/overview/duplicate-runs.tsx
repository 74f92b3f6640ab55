import { ExternalLink } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { SessionUser } from "@/lib/auth/types";
import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { listDuplicateRuns } from "@/lib/events/duplicate/runs";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { JobProgress } from "@/components/jobs/job-progress";
import { JobsAutoRefresh } from "@/components/jobs/jobs-auto-refresh";
import { ProducerLink } from "@/components/layout/producer-link";

/** This event's recent duplications: progress while they run, then what was copied and a link to the copy. */
export async function DuplicateRuns({ user, eventId }: { user: SessionUser; eventId: string }) {
  const [t, tJobs, locale, timeZone, db] = await Promise.all([
    getTranslations("eventOverview.duplicate"),
    getTranslations("jobs"),
    getLocale(),
    getTimeZone(),
    getDb(),
  ]);
  const runs = await listDuplicateRuns(user, db, eventId);
  if (runs.length === 0) return null;
  const label = tJobs("names.duplicate-event");
  return (
    <Card>
      <JobsAutoRefresh active={runs.some((r) => r.job.status === "queued" || r.job.status === "running")} />
      <CardHeader>
        <CardTitle>{t("runs")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {runs.map(({ job, copyId, lots, coupons, offsetDays, cover }) => (
            <li key={job.id} className="grid gap-2 rounded-md border border-zinc-200 p-3 text-sm">
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
              <p className="text-zinc-700">
                {t("offsetShown", { days: offsetDays })} · {t("report", { lots, coupons })}
              </p>
              {cover.state === "copied" ? <p className="text-zinc-700">{t("coverCopied")}</p> : null}
              {cover.state === "failed" ? (
                <p className="text-red-800">{t("coverFailed", { reason: cover.detail ?? "" })}</p>
              ) : null}
              {job.failed > 0 ? <p className="text-red-800">{t("failed", { count: job.failed })}</p> : null}
              <p className="text-xs text-zinc-600">
                {t("by", {
                  who: job.createdByEmail ?? "Palco",
                  when: formatDateTime(job.createdAt.toISOString(), { timeZone, locale }),
                })}
              </p>
              {copyId ? (
                <ProducerLink
                  href={`/events/${copyId}`}
                  className="inline-flex w-fit items-center gap-1 rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <ExternalLink aria-hidden className="size-4" /> {t("open")}
                </ProducerLink>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
