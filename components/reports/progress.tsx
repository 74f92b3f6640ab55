"use client";

import { useEffect } from "react";

import { useRouter } from "next/navigation";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { fetchReportProgress, reportKeys, type ReportProgress } from "@/lib/reports/keys";

import { Alert } from "@/components/ui/alert";

/**
 * While the first read of the producer's orders runs on the server: how many events are read, asked
 * every second; when it ends the page renders again (server-owned) with the report.
 */
export function ReportProgressView({ producer, initial }: { producer: string; initial: ReportProgress }) {
  const t = useTranslations("reports.progress");
  const router = useRouter();
  const { data = initial, isError } = useQuery({
    queryKey: reportKeys.progress(producer),
    queryFn: ({ signal }) => fetchReportProgress(producer, signal),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.running === false ? false : 1_000),
  });
  const done = !data.running;
  useEffect(() => {
    if (done) router.refresh();
  }, [done, router]);
  return (
    <section
      aria-labelledby="report-progress"
      className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-5"
    >
      <h2 id="report-progress" className="font-semibold text-zinc-950">
        {t("title")}
      </h2>
      <div
        role="progressbar"
        aria-label={t("title")}
        aria-valuemin={0}
        aria-valuemax={data.total}
        aria-valuenow={data.done}
        className="h-2 w-full overflow-hidden rounded-full bg-zinc-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${data.total ? Math.round((data.done / data.total) * 100) : 0}%` }}
        />
      </div>
      <p role="status" className="text-sm text-zinc-700" data-testid="report-progress">
        {t("status", { done: data.done, total: data.total })}
      </p>
      <p className="text-xs text-zinc-600">{t("note")}</p>
      {isError ? <Alert variant="error">{t("failed")}</Alert> : null}
    </section>
  );
}
