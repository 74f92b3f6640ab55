import { parse } from "csv-parse/sync";

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** An e-mail in the form the suppression list keeps (trimmed, lower case), or null when it is not one. */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/**
 * The e-mails of an imported CSV: the column named `email`/`e-mail` if the first row has one, else every
 * cell that is an e-mail. Distinct, normalized; null when the file is not CSV.
 */
export function parseSuppressionCsv(text: string): string[] | null {
  let rows: string[][];
  try {
    rows = parse(text.replace(/^\uFEFF/, ""), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      delimiter: [",", ";"],
    });
  } catch {
    return null;
  }
  const header = rows[0]?.map((c) => c.toLowerCase()) ?? [];
  const column = header.findIndex((c) => c === "email" || c === "e-mail");
  const cells = column >= 0 ? rows.slice(1).map((r) => r[column]) : rows.flat();
  return [...new Set(cells.flatMap((c) => normalizeEmail(c) ?? []))];
}
