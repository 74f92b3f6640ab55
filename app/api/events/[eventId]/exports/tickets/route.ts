import { routeFor } from "@/lib/auth/route";
import { csvResponse } from "@/lib/exports/csv-stream";
import { auditExport, exportEvent } from "@/lib/exports/export-route";
import { TICKETS_CSV_COLUMNS, ticketsCsv } from "@/lib/exports/tickets-csv";

type Ctx = { params: Promise<{ eventId: string }> };

// GET /api/events/{eventId}/exports/tickets?q= — streamed CSV of the event's tickets (no contact data).
export const GET = routeFor<Ctx>("orders:read", async (req, { params }, user) => {
  const { eventId } = await params;
  const q = new URL(req.url).searchParams.get("q")?.trim().slice(0, 200) || undefined;
  const event = await exportEvent(user, eventId);
  if (event instanceof Response) return event;
  await auditExport(user, event, "export.tickets", { q: q ?? null });
  return csvResponse({
    filename: `${event.slug}-tickets.csv`,
    columns: TICKETS_CSV_COLUMNS,
    rows: ticketsCsv(event.id, req.signal, q),
    signal: req.signal,
  });
});
