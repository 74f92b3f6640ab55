import { toZonedIso } from "@/lib/dates";

import type { Locale } from "@/i18n/locales";
import enCsv from "@/messages/en/csv.json";
import enJobs from "@/messages/en/jobs.json";
import enOrders from "@/messages/en/orders.json";
import enReports from "@/messages/en/reports.json";
import enSettlement from "@/messages/en/settlement.json";
import ptCsv from "@/messages/pt-BR/csv.json";
import ptJobs from "@/messages/pt-BR/jobs.json";
import ptOrders from "@/messages/pt-BR/orders.json";
import ptReports from "@/messages/pt-BR/reports.json";
import ptSettlement from "@/messages/pt-BR/settlement.json";

/** A decimal amount ("-10.50", as on the wire) in a cell of any column: written with the locale's decimal mark. */
export type CsvDecimal = { decimal: string };
export type CsvCell = string | number | boolean | null | undefined | CsvDecimal;

/** Codes a column may hold, written as the UI labels them (the UI's own messages). */
export type CsvValueSet =
  | "paymentStatus"
  | "paymentMethod"
  | "ticketStatus"
  | "jobStatus"
  | "notice"
  | "checkIn"
  | "settlementSection"
  | "reportSection";

export type CsvColumn =
  | string
  | {
      /** Looks up the header in messages/<locale>/csv.json `columns`; an unknown key is its own header. */
      key: string;
      /** "decimal": "-10.50" or a number, written "-10,50" in pt-BR. "datetime": a UTC ISO instant, written
       * as DISPLAY_TZ wall-clock time, the zone named in the header. */
      type?: "decimal" | "datetime";
      values?: CsvValueSet;
    };

type Dict = Record<string, string>;

const MESSAGES = {
  "pt-BR": { csv: ptCsv, orders: ptOrders, jobs: ptJobs, settlement: ptSettlement, reports: ptReports },
  en: { csv: enCsv, orders: enOrders, jobs: enJobs, settlement: enSettlement, reports: enReports },
} as const;

/** The CSV dialect each language's spreadsheet opens as it is (pt-BR Excel splits on `;`, reads `,` as the decimal mark). */
const DIALECT = {
  "pt-BR": { delimiter: ";", decimal: "," },
  en: { delimiter: ",", decimal: "." },
} as const satisfies Record<Locale, { delimiter: string; decimal: string }>;

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

export type CsvFormat = {
  delimiter: string;
  header: string[];
  /** One row's cells, written for the locale (text cells still go through the defuser after this). */
  cells: (row: readonly CsvCell[]) => (string | number | null)[];
};

/** How one export is written for `locale`: its delimiter, its header line and how each cell reads. */
export function csvFormat(columns: readonly CsvColumn[], locale: Locale, timeZone: string): CsvFormat {
  const m = MESSAGES[locale];
  const { delimiter, decimal: mark } = DIALECT[locale];
  const sets: Record<CsvValueSet, Dict> = {
    paymentStatus: m.orders.status,
    paymentMethod: m.orders.method,
    ticketStatus: m.orders.ticket,
    jobStatus: m.jobs.outcome.status,
    notice: m.csv.notices,
    checkIn: m.csv.checkIn,
    // A statement's section, named as its page titles it; its opening lines are the "header".
    settlementSection: { header: m.csv.header, ...m.settlement.sections },
    reportSection: { header: m.csv.header, ...m.reports.file.sections },
  };
  const specs = columns.map((c) => (typeof c === "string" ? { key: c } : c));
  const labels = m.csv.columns as Dict;
  const header = specs.map(({ key, type }) => {
    const label = labels[key] ?? key;
    return type === "datetime" ? `${label} (${timeZone})` : label;
  });

  const decimal = (value: string | number) => {
    const text = String(value);
    return PLAIN_DECIMAL.test(text) ? text.replace(".", mark) : text;
  };
  const datetime = (iso: string) => {
    const zoned = toZonedIso(iso, timeZone);
    if (!zoned) return iso;
    const [, y, mo, d, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2})/.exec(zoned)!;
    return locale === "pt-BR" ? `${d}/${mo}/${y} ${time}` : `${y}-${mo}-${d} ${time}`;
  };
  const cell = (value: CsvCell, i: number): string | number | null => {
    if (value === null || value === undefined || value === "") return null;
    if (typeof value === "boolean") return value ? m.csv.yes : m.csv.no;
    if (typeof value === "object") return decimal(value.decimal);
    const spec = specs[i];
    if (spec?.type === "datetime" && typeof value === "string") return datetime(value);
    if (spec?.type === "decimal" || (typeof value === "number" && !Number.isInteger(value)))
      return decimal(value);
    if (spec?.values && typeof value === "string") return sets[spec.values][value] ?? value;
    return value;
  };
  return { delimiter, header, cells: (row) => row.map(cell) };
}
