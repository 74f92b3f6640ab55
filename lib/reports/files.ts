import "server-only";

import { PassThrough, Readable } from "node:stream";

import ExcelJS from "exceljs";

import type { CsvCell } from "@/lib/exports/csv-stream";
import { sectionCsvColumns, sectionCsvRows } from "@/lib/exports/section-csv";
import type { Cell } from "@/lib/settlement/sections";
import { xlsxValue } from "@/lib/settlement/xlsx";

import type { ReportSection } from "./sections";

/** The file's opening lines (title, period, zone, who issued it) and its tables. */
export type ReportFile = {
  title: string;
  header: { label: string; value: string }[];
  sections: ReportSection[];
};

export const REPORT_CSV_COLUMNS = sectionCsvColumns("reportSection");
const MONEY_FORMAT = '"R$" #,##0.00;-"R$" #,##0.00';

/** The report as CSV rows (through the one CSV path): its opening lines, then its tables. */
export function reportCsvRows(file: ReportFile): Generator<CsvCell[]> {
  return sectionCsvRows({
    header: [[file.title], ...file.header.map((l) => [l.label, l.value])],
    sections: file.sections,
  });
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
