import { Hono } from "hono";

import { listOf, paged } from "@/lib/contract/common";
import { EntranceTicketSchema, ListTicketsQuery, TicketSchema } from "@/lib/contract/tickets";

import type { PartnerEnv } from "../context";
import { entranceRows, listTicketRows, presentEntranceTicket, presentTicket } from "../data/tickets";
import { respond } from "../respond";
import { resolveEvent } from "../scope";
import { parseQuery } from "../validate";

/** Mounted at the API root by app.ts; declare full paths (e.g. `/events/:event_id/...`). */
export const ticketsRoutes = new Hono<PartnerEnv>();

const PagedTickets = paged(TicketSchema);
const EntranceList = listOf(EntranceTicketSchema);

// GET /events/{event_id}/tickets — `q` searches holder name, e-mail and document.
ticketsRoutes.get("/events/:event_id/tickets", async (c) => {
  const event = await resolveEvent(c, c.req.param("event_id"));
  const q = parseQuery(c, ListTicketsQuery);
  const { rows, total } = await listTicketRows(c.var.sb.db, event.id, q.q || undefined, {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return respond(c, PagedTickets, {
    data: rows.map(presentTicket),
    page: q.page,
    per_page: q.per_page,
    total,
  });
});

// GET /events/{event_id}/tickets/entrance — valid and checked-in tickets only (see entranceRows).
ticketsRoutes.get("/events/:event_id/tickets/entrance", async (c) => {
  const event = await resolveEvent(c, c.req.param("event_id"));
  return respond(c, EntranceList, {
    data: (await entranceRows(c.var.sb.db, event.id)).map(presentEntranceTicket),
  });
});
