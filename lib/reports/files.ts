import "server-only";

import { PassThrough, Readable } from "node:stream";

import ExcelJS from "exceljs";

import type { CsvCell } from "@/lib/exports/csv-stream";
import { fromCents } from "@/lib/money";
import type { Cell } from "@/lib/settlement/sections";
import { xlsxValue } from "@/lib/settlement/xlsx";

import type { ReportSection } from "./sections";

/** The file's opening lines (title, period, zone, who issued it) and its tables. */
export type ReportFile = {
  title: string;
  header: { label: string; value: string }[];
  sections: ReportSection[];
};

export const REPORT_CSV_COLUMNS = ["section", "item", "col_2", "col_3", "col_4", "col_5"];
const WIDTH = REPORT_CSV_COLUMNS.length - 1;
const MONEY_FORMAT = '"R$" #,##0.00;-"R$" #,##0.00';

const csvValue = (cell: Cell): CsvCell =>
  "text" in cell ? cell.text : "cents" in cell ? { decimal: fromCents(cell.cents) } : cell.count;
const pad = (cells: CsvCell[]) => [...cells, ...Array<CsvCell>(Math.max(0, WIDTH - cells.length)).fill("")];

/** The report as CSV rows (through the one CSV path): the section's key, then the page's cells (amounts as decimals). */
export function* reportCsvRows(file: ReportFile): Generator<CsvCell[]> {
  yield ["header", ...pad([file.title])];
  for (const line of file.header) yield ["header", ...pad([line.label, line.value])];
  for (const s of file.sections) {
    yield [s.key, ...pad(s.head)];
    for (const cells of s.rows) yield [s.key, ...pad(cells.map(csvValue))];
    if (s.total) yield [s.key, ...pad(s.total.map(csvValue))];
  }
}

/** The report as XLSX through exceljs's streaming writer (rows committed as written: memory stays flat). */
export function reportXlsx(file: ReportFile): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet("Relatório");
  sheet.columns = [{ width: 40 }, { width: 22 }, { width: 18 }, { width: 18 }, { width: 18 }];
  const add = (cells: Cell[], bold = false) => {
    const row = sheet.addRow(cells.map(xlsxValue));
    cells.forEach((cell, i) => {
      const c = row.getCell(i + 1);
      if (bold) c.font = { bold: true };
      if ("cents" in cell) c.numFmt = MONEY_FORMAT;
    });
    row.commit();
  };
  const texts = (values: string[]) => values.map((v) => ({ text: v }));
  add(texts([file.title]), true);
  for (const line of file.header) add(texts([line.label, line.value]));
  for (const s of file.sections) {
    add([]);
    add(texts([s.title]), true);
    add(texts(s.head), true);
    for (const cells of s.rows) add(cells);
    if (s.total) add(s.total, true);
  }
  sheet.commit();
  void book.commit().catch((error: unknown) => out.destroy(error as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
