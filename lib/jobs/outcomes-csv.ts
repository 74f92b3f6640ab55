import "server-only";

import { csvResponse, type CsvCell, type CsvColumn } from "@/lib/exports/csv-stream";

export interface OutcomeLine {
  item: string;
  status: string;
  detail: string | null;
  finishedAt: Date;
}

export const OUTCOME_COLUMNS: CsvColumn[] = [
  "item",
  { key: "status", values: "jobStatus" },
  "detail",
  { key: "finished_at", type: "datetime" },
];

/** A stored detail ("cancelled; refund pending") as the reader's language says it. */
export type ReasonOf = (detail: string | null) => string;

/**
 * One row per item outcome, in item order, the detail in the reader's language (as stored without
 * `reasonOf`); details can echo upstream text, which csvResponse defuses.
 */
export function outcomeRows(lines: readonly OutcomeLine[], reasonOf: ReasonOf = (d) => d ?? ""): CsvCell[][] {
  return lines.map((l) => [l.item, l.status, reasonOf(l.detail), l.finishedAt.toISOString()]);
}

/** A run's item outcomes as a CSV download named after the run. */
export function outcomesCsvResponse(
  job: { id: string; name: string },
  lines: readonly OutcomeLine[],
  { signal, reasonOf }: { signal?: AbortSignal; reasonOf?: ReasonOf } = {},
): Promise<Response> {
  return csvResponse({
    filename: `${job.name}-${job.id}.csv`,
    columns: OUTCOME_COLUMNS,
    rows: outcomeRows(lines, reasonOf),
    signal,
  });
}
