import { Hono } from "hono";

import { operations } from "@/lib/contract/operations";

import type { PartnerEnv } from "../context";
import { entranceRows, listTicketRows, presentEntranceTicket, presentTicket } from "../data/tickets";
import { implement } from "../implement";
import { resolveEvent } from "../scope";

/** Mounted at the API root by app.ts. */
export const ticketsRoutes = new Hono<PartnerEnv>();

// GET /events/{event_id}/tickets — `q` searches holder name, e-mail and document.
implement(ticketsRoutes, operations.listTickets, async (c, req) => {
  const event = await resolveEvent(c, req.params.event_id);
  const q = req.query();
  const { rows, total } = await listTicketRows(c.var.sb.db, event.id, q.q || undefined, {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { data: rows.map(presentTicket), page: q.page, per_page: q.per_page, total };
});

// GET /events/{event_id}/tickets/entrance — valid and checked-in tickets only (see entranceRows).
implement(ticketsRoutes, operations.listEntranceTickets, async (c, { params }) => {
  const event = await resolveEvent(c, params.event_id);
  return { data: (await entranceRows(c.var.sb.db, event.id)).map(presentEntranceTicket) };
});
