import { can } from "@/lib/auth/policy";
import { routeFor, stepUpRefusal } from "@/lib/auth/route";
import { DateTimeSchema, LISTED_PAYMENT_STATUSES } from "@/lib/contract";
import { csvResponse } from "@/lib/exports/csv-stream";
import { auditExport, exportError, exportEvent } from "@/lib/exports/export-route";
import { ordersCsv, ordersCsvColumns } from "@/lib/exports/orders-csv";

type Ctx = { params: Promise<{ eventId: string }> };

// GET /api/events/{eventId}/exports/orders?rows=item|order&payment_status=&since= — streamed CSV.
export const GET = routeFor<Ctx>("orders:read", async (req, { params }, user) => {
  const { eventId } = await params;
  const url = new URL(req.url);
  const rows = url.searchParams.get("rows") === "order" ? "order" : "item";
  const status = url.searchParams.get("payment_status") ?? undefined;
  const since = url.searchParams.get("since") ?? undefined;
  if (status && !(LISTED_PAYMENT_STATUSES as readonly string[]).includes(status))
    return exportError(400, "payment_status");
  if (since && !DateTimeSchema.safeParse(since).success) return exportError(400, "since");
  const event = await exportEvent(user, eventId);
  if (event instanceof Response) return event;
  const contact = can(user, "exports:contact");
  // With e-mails and documents the export steps up (lib/auth/step-up); staff's has none and never does.
  const stale = contact ? await stepUpRefusal() : null;
  if (stale) return stale;

  const query = { payment_status: status as (typeof LISTED_PAYMENT_STATUSES)[number] | undefined, since };
  await auditExport(user, event, "export.orders", { rows, contact, ...query });
  return csvResponse({
    filename: `${event.slug}-orders-${rows}.csv`,
    columns: ordersCsvColumns({ rows, contact }),
    rows: ordersCsv({
      eventId: event.id,
      rows,
      query,
      contact,
      signal: req.signal,
    }),
    signal: req.signal,
  });
});
