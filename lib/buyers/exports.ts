import "server-only";

import { csvResponse, type CsvCell } from "@/lib/exports/csv-stream";

import { LEGAL_BASIS, type Audience } from "./contactable";

/**
 * A marketing CSV download: the legal-basis line, a header row and one row per contactable buyer of the
 * audience (suppressed ones never reach it; every text cell is defused by csvResponse).
 */
export function marketingCsvResponse<T>({
  filename,
  columns,
  audience,
  cells,
}: {
  filename: string;
  columns: readonly string[];
  audience: Audience<T>;
  cells: (row: T) => CsvCell[];
}): Response {
  return csvResponse({
    filename,
    columns,
    preamble: [LEGAL_BASIS],
    rows: audience.contactable.map(cells),
  });
}
