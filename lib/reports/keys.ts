import { getJson } from "@/lib/get-json";

export type ReportProgress = { running: boolean; done: number; total: number };

/** react-query keys of the reports' data (only the first read's progress is read from the browser). */
export const reportKeys = {
  all: ["reports"] as const,
  progress: (producer: string) => ["reports", producer, "progress"] as const,
};

// GET /api/reports/progress?producer=…
export const fetchReportProgress = (producer: string, signal?: AbortSignal) =>
  getJson<ReportProgress>(`/api/reports/progress?${new URLSearchParams({ producer })}`, signal);
