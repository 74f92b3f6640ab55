import { stringify } from "csv-stringify/sync";

/** LGPD art. 7, IX (legitimate interest) with the opt-out honoured: the line every marketing CSV opens with. */
export const LEGAL_BASIS =
  "# Base legal: LGPD art. 7, IX (legítimo interesse) — comunicação com compradores; lista de supressão aplicada";

/** A spreadsheet would run a cell starting like a formula: prefix it with a quote (OWASP CSV injection). */
const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A marketing CSV: the legal-basis comment line, then a header row and the rows (cells made inert). */
export function marketingCsv(
  columns: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const body = stringify(
    rows.map((r) => r.map((c) => (typeof c === "string" ? safe(c) : (c ?? "")))),
    { header: true, columns: [...columns] },
  );
  return `\uFEFF${LEGAL_BASIS}\n${body}`;
}

export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Cache-Control": "no-store",
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}
