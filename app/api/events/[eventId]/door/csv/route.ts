import { routeFor } from "@/lib/auth/route";
import { normalizeText } from "@/lib/door/normalize";
import { eventForRoute } from "@/lib/door/route-helpers";
import { ticketCode } from "@/lib/door/snapshot";
import { csvResponse } from "@/lib/exports/csv-stream";
import { listEntranceTickets } from "@/lib/partner/tickets";

type Ctx = { params: Promise<{ eventId: string }> };

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

// GET /api/events/{eventId}/door/csv: the door list, alphabetical, UTF-8 with BOM (spreadsheet apps).
// No contact data (holder names only), so every role that may open the door may download it.
export const GET = routeFor<Ctx>("orders:read", async (req, { params }, user) => {
  const event = await eventForRoute(user, params);
  if (event instanceof Response) return event;
  const tickets = await listEntranceTickets(event.id);
  const keyed = tickets.map((t) => ({ t, key: normalizeText(t.holder_name) }));
  keyed.sort((a, b) => collator.compare(a.key, b.key));
  return csvResponse({
    filename: `door-${event.slug}.csv`,
    columns: [
      "holder_name",
      "product_name",
      "checked_in",
      { key: "checked_in_at", type: "datetime" },
      "ticket_code",
      "ticket_id",
    ],
    rows: keyed.map(({ t }) => [
      t.holder_name ?? "",
      t.product_name ?? "",
      t.checked_in,
      t.checked_in_at,
      ticketCode(t.id),
      t.id,
    ]),
    signal: req.signal,
  });
});
