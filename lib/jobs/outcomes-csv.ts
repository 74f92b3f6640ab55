import { stringify } from "csv-stringify/sync";

export interface OutcomeLine {
  item: string;
  status: string;
  detail: string | null;
  finishedAt: Date;
}

/**
 * A run's item outcomes as CSV, in item order. Cells that a spreadsheet would read as a formula are
 * prefixed with a quote (OWASP CSV injection), since details can echo upstream text.
 */
export function outcomesCsv(lines: readonly OutcomeLine[]): string {
  const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  return stringify(
    lines.map((l) => [safe(l.item), l.status, safe(l.detail ?? ""), l.finishedAt.toISOString()]),
    { header: true, columns: ["item", "status", "detail", "finished_at"] },
  );
}
