import { fromCents } from "@/lib/money";
import type { RenderModel } from "@/lib/settlement/render";
import type { Cell } from "@/lib/settlement/sections";

import type { CsvCell } from "./csv-stream";

export const SETTLEMENT_CSV_COLUMNS = ["section", "item", "col_2", "col_3", "col_4", "col_5"];
const WIDTH = SETTLEMENT_CSV_COLUMNS.length - 1;

const csvValue = (cell: Cell): CsvCell =>
  "text" in cell ? cell.text : "cents" in cell ? { decimal: fromCents(cell.cents) } : cell.count;

const pad = (cells: CsvCell[]) => [...cells, ...Array<CsvCell>(Math.max(0, WIDTH - cells.length)).fill("")];

/**
 * The borderô as CSV rows: the section's key first, then the same cells as the page (its header row,
 * its rows, its total); amounts as decimals (written "1234,50" in pt-BR), counts as integers.
 */
export function* settlementCsvRows(model: RenderModel): Generator<CsvCell[]> {
  yield ["header", ...pad([model.title])];
  yield ["header", ...pad([model.issued])];
  for (const line of model.header) yield ["header", ...pad([line.label, line.value])];
  for (const section of model.sections) {
    yield [section.key, ...pad(section.head)];
    for (const cells of section.rows) yield [section.key, ...pad(cells.map(csvValue))];
    if (section.total) yield [section.key, ...pad(section.total.map(csvValue))];
  }
  yield ["reconciliation", ...pad([model.note])];
}
