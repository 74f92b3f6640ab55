import { getLocale } from "next-intl/server";

import { routeFor } from "@/lib/auth/route";
import { byHolder } from "@/lib/door/holder-order";
import { eventForRoute } from "@/lib/door/route-helpers";
import { ticketCode } from "@/lib/door/snapshot";
import { csvResponse } from "@/lib/exports/csv-stream";
import { listEntranceTickets } from "@/lib/partner/tickets";

type Ctx = { params: Promise<{ eventId: string }> };

// GET /api/events/{eventId}/door/csv: the door list, alphabetical, UTF-8 with BOM (spreadsheet apps).
// No contact data (holder names only), so every role that may open the door may download it.
export const GET = routeFor<Ctx>("orders:read", async (req, { params }, user) => {
  const event = await eventForRoute(user, params);
  if (event instanceof Response) return event;
  const [tickets, locale] = await Promise.all([listEntranceTickets(event.id), getLocale()]);
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
    rows: byHolder(tickets, locale).map((t) => [
      t.holder_name ?? "",
      t.product_name ?? "",
      t.checked_in,
      t.checked_in_at,
      ticketCode(t.id),
      t.id,
    ]),
    locale,
    signal: req.signal,
  });
});
