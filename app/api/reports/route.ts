import { getLocale, getTranslations } from "next-intl/server";

import { routeFor } from "@/lib/auth/route";
import { recordAudit } from "@/lib/db/audit";
import { attachment, csvResponse } from "@/lib/exports/csv-stream";
import { exportError } from "@/lib/exports/export-route";
import { REPORT_CSV_COLUMNS, reportCsvRows, reportXlsx } from "@/lib/reports/files";
import { reportsList } from "@/lib/reports/list-params";
import { loadReport, reportEvents } from "@/lib/reports/load";
import { reportFile } from "@/lib/reports/render";
import { reportProducer } from "@/lib/reports/scope";
import type { ReportsT } from "@/lib/reports/sections";

const FORMATS = ["csv", "xlsx"] as const;

// GET /api/reports?producer=&from=&to=&format=csv|xlsx — the producer's sales report for the period.
export const GET = routeFor("analytics:read", async (req, _ctx: unknown, user) => {
  const params = new URL(req.url).searchParams;
  const format = params.get("format") ?? "csv";
  if (!(FORMATS as readonly string[]).includes(format)) return exportError(400, "format");
  const state = reportsList.parse(params);
  const producer = await reportProducer(user, state.producer);
  if (!producer) return exportError(404, "not_found");

  let file;
  try {
    const { events, partial } = await reportEvents(producer.id);
    const report = await loadReport(events, state, { eventsPartial: partial });
    const [t, locale] = await Promise.all([getTranslations("reports"), getLocale()]);
    file = reportFile(report, { t: t as unknown as ReportsT, locale, producer: producer.name, user });
  } catch (error) {
    console.error(`report ${producer.id} failed`, error);
    return exportError(502, "upstream");
  }
  try {
    await recordAudit({
      actor: { id: user.id, email: user.email },
      action: "export.report",
      targetType: "producer",
      targetId: producer.id,
      producerId: producer.id,
      before: null,
      after: { format, from: file.period.from, to: file.period.to },
    });
  } catch (error) {
    console.error(`audit export.report ${producer.id} failed`, error);
  }
  const filename = `relatorio-${producer.slug}-${file.period.from}-${file.period.to}.${format}`;
  if (format === "csv")
    return csvResponse({
      filename,
      columns: REPORT_CSV_COLUMNS,
      rows: reportCsvRows(file),
      signal: req.signal,
    });
  return new Response(reportXlsx(file), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": attachment(filename),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
