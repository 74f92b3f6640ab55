import "server-only";

import { PassThrough, Readable } from "node:stream";

import ExcelJS from "exceljs";

import { fromCents } from "@/lib/money";

import type { RenderModel } from "./render";
import type { Cell } from "./sections";

const MONEY_FORMAT = '"R$" #,##0.00;-"R$" #,##0.00';

/** A cell's spreadsheet value: amounts as numbers with two decimals (from the exact decimal text), counts as integers. */
export function xlsxValue(cell: Cell): string | number {
  if ("text" in cell) return cell.text;
  if ("cents" in cell) return Number(fromCents(cell.cents));
  return cell.count;
}

/**
 * The borderô as XLSX through exceljs's streaming writer: rows are committed as they are written, so
 * memory stays flat; one sheet, the header lines, then each section with its own heading row.
 */
export function settlementXlsx(model: RenderModel): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet("Borderô");
  sheet.columns = [{ width: 44 }, { width: 20 }, { width: 20 }, { width: 20 }, { width: 20 }];
  const add = (values: (string | number)[], opts: { bold?: boolean; money?: boolean[] } = {}) => {
    const r = sheet.addRow(values);
    values.forEach((_, i) => {
      const c = r.getCell(i + 1);
      if (opts.bold) c.font = { bold: true };
      if (opts.money?.[i]) c.numFmt = MONEY_FORMAT;
    });
    r.commit();
  };
  add([model.title], { bold: true });
  add([model.issued]);
  for (const line of model.header) add([line.label, line.value]);
  for (const section of model.sections) {
    add([]);
    add([section.title], { bold: true });
    add(section.head, { bold: true });
    if (!section.rows.length && section.empty) add([section.empty]);
    const line = (cells: Cell[], bold = false) =>
      add(cells.map(xlsxValue), { bold, money: cells.map((c) => "cents" in c) });
    for (const cells of section.rows) line(cells);
    if (section.total) line(section.total, true);
  }
  add([]);
  add([model.note]);
  sheet.commit();
  void book.commit().catch((error: unknown) => out.destroy(error as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
