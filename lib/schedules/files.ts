import "server-only";

import { createTranslator } from "next-intl";

import { bucketKey } from "@/lib/analytics/bucket";
import type { ReportScheduleRow } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { csvResponse, type CsvCell, type CsvColumn } from "@/lib/exports/csv-stream";
import { ordersCsv, ordersCsvColumns } from "@/lib/exports/orders-csv";
import { SETTLEMENT_CSV_COLUMNS, settlementCsvRows } from "@/lib/exports/settlement-csv";
import type { MailAttachment } from "@/lib/mail/transport";
import { getEvent } from "@/lib/partner/events";
import { REPORT_CSV_COLUMNS, reportCsvRows, reportXlsx } from "@/lib/reports/files";
import { loadReport, reportEvents } from "@/lib/reports/load";
import { addDays } from "@/lib/reports/range";
import { reportFile } from "@/lib/reports/render";
import type { ReportsT } from "@/lib/reports/sections";
import { loadSettlement } from "@/lib/settlement/load";
import { settlementPdf } from "@/lib/settlement/pdf";
import { renderModel } from "@/lib/settlement/render";
import type { SettlementT } from "@/lib/settlement/sections";
import { settlementXlsx } from "@/lib/settlement/xlsx";

import type { Locale } from "@/i18n/locales";
import enReports from "@/messages/en/reports.json";
import enSettlement from "@/messages/en/settlement.json";
import ptReports from "@/messages/pt-BR/reports.json";
import ptSettlement from "@/messages/pt-BR/settlement.json";

const TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** Who the file says issued it: the schedule, on behalf of its author. */
export type Issuer = { name: string; email: string };
export type FileContext = {
  locale: Locale;
  contact: boolean;
  now: Date;
  issuer: Issuer;
  signal?: AbortSignal;
};
export type Producer = { id: string; name: string; slug?: string };

const bytes = async (body: ReadableStream<Uint8Array> | Response) =>
  Buffer.from(await new Response(body instanceof Response ? body.body : body).arrayBuffer());

/** A CSV through the one CSV path (csvResponse), read whole: the bytes and the type it declares. */
async function csvFile(
  columns: readonly CsvColumn[],
  rows: Iterable<readonly CsvCell[]> | AsyncIterable<readonly CsvCell[]>,
  locale: Locale,
  signal?: AbortSignal,
) {
  const response = await csvResponse({ filename: "x.csv", columns, rows, locale, signal });
  return { content: await bytes(response), contentType: response.headers.get("Content-Type") ?? "" };
}

/**
 * The report file a schedule attaches, built as the download routes build it (same loaders, same
 * renderers), in the recipient's language. A /reports schedule keeps the captured range's length and
 * ends it on the day of the send, so a weekly "last 7 days" report covers the week before each send.
 */
export async function scheduleFile(
  s: ReportScheduleRow,
  producer: Producer,
  ctx: FileContext,
): Promise<MailAttachment> {
  const { locale, signal } = ctx;
  const timeZone = env().DISPLAY_TZ;
  const format = s.format as "pdf" | "xlsx" | "csv";
  if (s.kind === "settlement" || s.kind === "orders") {
    const event = await getEvent(s.params.eventId, signal);
    if (s.kind === "orders") {
      const rows = s.params.rows === "order" ? "order" : "item";
      const query = { payment_status: s.params.payment_status as never, since: s.params.since || undefined };
      const csv = await csvFile(
        ordersCsvColumns({ rows, contact: ctx.contact }),
        ordersCsv({ eventId: event.id, rows, query, contact: ctx.contact, signal }),
        locale,
        signal,
      );
      return { filename: `${event.slug}-orders-${rows}.csv`, ...csv };
    }
    const messages = locale === "en" ? enSettlement : ptSettlement;
    const t = createTranslator({ locale, messages: { settlement: messages }, namespace: "settlement" });
    const statement = await loadSettlement(event, ctx.issuer, { signal, now: () => ctx.now });
    const model = renderModel(statement, { t: t as unknown as SettlementT, locale, timeZone });
    const filename = `${event.slug}-bordero.${format}`;
    if (format === "csv")
      return {
        filename,
        ...(await csvFile(SETTLEMENT_CSV_COLUMNS, settlementCsvRows(model), locale, signal)),
      };
    const content = await bytes(format === "pdf" ? settlementPdf(model) : settlementXlsx(model));
    return { filename, content, contentType: TYPES[format] };
  }
  const messages = locale === "en" ? enReports : ptReports;
  const t = createTranslator({ locale, messages: { reports: messages }, namespace: "reports" });
  const days = Math.max(1, Number(s.params.days) || 30);
  const to = bucketKey(ctx.now.getTime(), "day", timeZone);
  const { events, partial } = await reportEvents(producer.id);
  const report = await loadReport(
    events,
    { from: addDays(to, -(days - 1)), to },
    { eventsPartial: partial, nowMs: ctx.now.getTime() },
  );
  const file = reportFile(
    report,
    { t: t as unknown as ReportsT, locale, producer: producer.name, user: ctx.issuer },
    ctx.now,
  );
  const filename = `relatorio-${producer.slug ?? producer.id}-${file.period.from}-${file.period.to}.${format}`;
  if (format === "csv")
    return { filename, ...(await csvFile(REPORT_CSV_COLUMNS, reportCsvRows(file), locale, signal)) };
  return { filename, content: await bytes(reportXlsx(file)), contentType: TYPES.xlsx };
}
