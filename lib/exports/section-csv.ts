import { fromCents } from "@/lib/money";
import type { Cell } from "@/lib/settlement/sections";

import type { CsvCell, CsvColumn, CsvValueSet } from "./csv-format";

/** A titled table of a statement (the borderô's or the report's): its key names it in the CSV's first column. */
export type CsvSection = { key: string; head: string[]; rows: Cell[][]; total?: Cell[] };

const WIDTH = 5;

/**
 * The columns of a statement written as one CSV: the section first, its name in the reader's language
 * (`Lotes`, `Cabeçalho` in pt-BR) from `names`, the UI's own words for those sections.
 */
export const sectionCsvColumns = (names: Extract<CsvValueSet, `${string}Section`>): CsvColumn[] => [
  { key: "section", values: names },
  "item",
  "col_2",
  "col_3",
  "col_4",
  "col_5",
];

const csvValue = (cell: Cell): CsvCell =>
  "text" in cell ? cell.text : "cents" in cell ? { decimal: fromCents(cell.cents) } : cell.count;

const pad = (cells: CsvCell[]) => [...cells, ...Array<CsvCell>(Math.max(0, WIDTH - cells.length)).fill("")];

/**
 * A statement as CSV rows: its opening lines under `header`, then each section's header row, rows and
 * total under the section's key, the same cells as the page (amounts as decimals, "1234,50" in pt-BR;
 * counts as integers), then any closing lines under their own key.
 */
export function* sectionCsvRows({
  header,
  sections,
  closing = [],
}: {
  header: string[][];
  sections: readonly CsvSection[];
  closing?: { key: string; text: string }[];
}): Generator<CsvCell[]> {
  for (const line of header) yield ["header", ...pad(line)];
  for (const s of sections) {
    yield [s.key, ...pad(s.head)];
    for (const cells of s.rows) yield [s.key, ...pad(cells.map(csvValue))];
    if (s.total) yield [s.key, ...pad(s.total.map(csvValue))];
  }
  for (const line of closing) yield [line.key, ...pad([line.text])];
}
