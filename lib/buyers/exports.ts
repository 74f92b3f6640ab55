import "server-only";

import { csvResponse, type CsvCell, type CsvColumn } from "@/lib/exports/csv-stream";

import { LEGAL_BASIS, type Audience } from "./contactable";

const LEGAL_BASIS_COLUMN: CsvColumn = { key: "legal_basis", values: "notice" };

/**
 * A marketing CSV download: a header row and one row per contactable buyer of the audience (suppressed
 * ones never reach it; every text cell is defused by csvResponse), the legal basis in the last column of
 * every row.
 */
export function marketingCsvResponse<T>({
  filename,
  columns,
  audience,
  cells,
}: {
  filename: string;
  columns: readonly CsvColumn[];
  audience: Audience<T>;
  cells: (row: T) => CsvCell[];
}): Promise<Response> {
  return csvResponse({
    filename,
    columns: [...columns, LEGAL_BASIS_COLUMN],
    rows: audience.contactable.map((row) => [...cells(row), LEGAL_BASIS]),
  });
}
