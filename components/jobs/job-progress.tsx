import { Download } from "lucide-react";
import { useTranslations } from "next-intl";

import { cn } from "@/lib/utils";

import { JobStatusBadge, type JobStatusName } from "./job-status-badge";

export interface JobProgressData {
  id: string;
  /** The job's display name (already translated). */
  label: string;
  status: JobStatusName;
  /** null until the run has listed its items */
  total: number | null;
  done: number;
  failed: number;
}

/** One run's progress: a bar (done and failed items), the counts, its status and the outcome CSV. */
export function JobProgress({ job, className }: { job: JobProgressData; className?: string }) {
  const t = useTranslations("jobs.progress");
  const settled = job.done + job.failed;
  const total = job.total ?? 0;
  const pct = (n: number) => (total > 0 ? `${(100 * n) / total}%` : "0%");

  return (
    <div className={cn("grid min-w-48 gap-1.5", className)}>
      <div className="flex items-center justify-between gap-2">
        <JobStatusBadge status={job.status} failed={job.failed} />
        {settled > 0 ? (
          <a
            href={`/api/jobs/${job.id}/outcomes`}
            download
            className="inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Download aria-hidden className="size-3.5" />
            {t("csv")}
            <span className="sr-only"> {t("csvOf", { name: job.label })}</span>
          </a>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={t("label", { name: job.label })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={settled}
        aria-valuetext={
          job.total === null ? t("pending") : t("counts", { done: job.done, failed: job.failed, total })
        }
        className="flex h-2 overflow-hidden rounded-full bg-zinc-200"
      >
        <div className="bg-emerald-600" style={{ width: pct(job.done) }} />
        <div className="bg-red-600" style={{ width: pct(job.failed) }} />
      </div>
      <p className="text-xs text-zinc-600 tabular-nums">
        {job.total === null ? t("pending") : t("counts", { done: job.done, failed: job.failed, total })}
      </p>
    </div>
  );
}
