import { routeFor } from "@/lib/auth/route";
import { attachment, csvResponse } from "@/lib/exports/csv-stream";
import { auditExport, exportError, exportEvent } from "@/lib/exports/export-route";
import { SETTLEMENT_CSV_COLUMNS, settlementCsvRows } from "@/lib/exports/settlement-csv";
import { loadSettlement } from "@/lib/settlement/load";
import { settlementPdf } from "@/lib/settlement/pdf";
import { renderModel, type RenderModel } from "@/lib/settlement/render";
import { settlementContext } from "@/lib/settlement/translator";
import { settlementXlsx } from "@/lib/settlement/xlsx";

type Ctx = { params: Promise<{ eventId: string }> };

const FORMATS = ["pdf", "csv", "xlsx"] as const;
const TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

// GET /api/events/{eventId}/settlement?format=pdf|csv|xlsx — the event's borderô as a file.
export const GET = routeFor<Ctx>("analytics:read", async (req, { params }, user) => {
  const { eventId } = await params;
  const format = new URL(req.url).searchParams.get("format") ?? "pdf";
  if (!(FORMATS as readonly string[]).includes(format)) return exportError(400, "format");
  const event = await exportEvent(user, eventId);
  if (event instanceof Response) return event;

  let model: RenderModel;
  try {
    const [statement, ctx] = await Promise.all([
      loadSettlement(event, user, { signal: req.signal }),
      settlementContext(),
    ]);
    model = renderModel(statement, ctx);
  } catch (error) {
    console.error(`settlement ${event.id} failed`, error);
    return exportError(502, "upstream");
  }
  await auditExport(user, event, "export.settlement", { format });
  const filename = `${event.slug}-bordero.${format}`;
  if (format === "csv")
    return csvResponse({
      filename,
      columns: SETTLEMENT_CSV_COLUMNS,
      rows: settlementCsvRows(model),
      signal: req.signal,
    });
  const body = format === "pdf" ? settlementPdf(model) : settlementXlsx(model);
  return new Response(body, {
    headers: {
      "Content-Type": TYPES[format as "pdf" | "xlsx"],
      "Content-Disposition": attachment(filename),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
