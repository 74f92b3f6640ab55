import "server-only";

import { toZonedIso } from "@/lib/dates";
import { env } from "@/lib/env";
import { csvResponse, type CsvCell } from "@/lib/exports/csv-stream";

export interface OutcomeLine {
  item: string;
  status: string;
  detail: string | null;
  finishedAt: Date;
}

export const OUTCOME_COLUMNS = ["item", "status", "detail", "finished_at"] as const;

/** One row per item outcome, in item order; details can echo upstream text, which csvResponse defuses. */
export function outcomeRows(lines: readonly OutcomeLine[], timeZone: string): CsvCell[][] {
  return lines.map((l) => [
    l.item,
    l.status,
    l.detail ?? "",
    toZonedIso(l.finishedAt.toISOString(), timeZone),
  ]);
}

/** A run's item outcomes as a CSV download named after the run. */
export function outcomesCsvResponse(
  job: { id: string; name: string },
  lines: readonly OutcomeLine[],
  signal?: AbortSignal,
): Response {
  return csvResponse({
    filename: `${job.name}-${job.id}.csv`,
    columns: OUTCOME_COLUMNS,
    rows: outcomeRows(lines, env().DISPLAY_TZ),
    signal,
  });
}
