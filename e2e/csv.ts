import { parse } from "csv-parse/sync";

// The CSVs the app serves follow the reader's language (lib/exports/csv-format.ts): pt-BR (the default,
// no cookie) gets `;` and decimal commas, English gets `,` and decimal points. Both: a UTF-8 BOM, the
// header on the first line, CRLF line ends, times in DISPLAY_TZ with the zone in the header.

export type CsvRow = Record<string, string>;
export type CsvLocale = "pt-BR" | "en";

/** DISPLAY_TZ of the e2e server (the default), as the time columns' headers name it. */
export const ZONE = "America/Sao_Paulo";

/** The file's text without its BOM. */
export const csvText = (body: Buffer | string) => body.toString().replace(/^\uFEFF/, "");

/** The header line, as a spreadsheet shows its first row. */
export const csvHeader = (body: Buffer | string) => csvText(body).split(/\r?\n/)[0];

/** A served CSV parsed with its language's delimiter, one record per row keyed by the header. */
export function parseCsv(body: Buffer | string, locale: CsvLocale = "pt-BR"): CsvRow[] {
  return parse(csvText(body), { columns: true, delimiter: locale === "en" ? "," : ";" }) as CsvRow[];
}

/** A pt-BR time cell (`dd/mm/yyyy hh:mm:ss`, wall-clock time in `offset`) as epoch ms. */
export function ptBrTimeMs(cell: string, offset = "-03:00"): number {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(cell);
  if (!m) throw new Error(`not a pt-BR time: ${JSON.stringify(cell)}`);
  return Date.parse(`${m[3]}-${m[2]}-${m[1]}T${m[4]}${offset}`);
}
