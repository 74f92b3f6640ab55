import { getTranslations } from "next-intl/server";

import type { ProducerRef } from "@/lib/contract";
import type { ReportsState } from "@/lib/reports/list-params";
import { loadReport, reportEvents } from "@/lib/reports/load";
import { warmupProgress } from "@/lib/reports/warmup";

import { EmptyState } from "@/components/ui/empty-state";

import { ReportProgressView } from "./progress";
import { ReportView } from "./report-view";

/**
 * The producer's events, then either the first read's progress (it runs in the background) or the
 * report read from the per-process caches.
 */
export async function ReportBody({ producer, state }: { producer: ProducerRef; state: ReportsState }) {
  const { events, partial } = await reportEvents(producer.id);
  if (events.length === 0) {
    const t = await getTranslations("reports.noEvents");
    return <EmptyState title={t("title")} description={t("description")} />;
  }
  const progress = warmupProgress(producer.id, events);
  if (progress.running) return <ReportProgressView producer={producer.slug} initial={progress} />;
  const report = await loadReport(events, state, { eventsPartial: partial });
  return <ReportView report={report} producer={producer.slug} />;
}
