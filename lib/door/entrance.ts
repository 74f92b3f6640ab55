import "server-only";

import { cache } from "react";

import { LIMITS, operations, type EntranceTicket, type Paged, type Ticket } from "@/lib/contract";
import { call } from "@/lib/partner/client";
import { fetchPage } from "@/lib/partner/paginate";

import { toDoorRows, type DoorSnapshot } from "./snapshot";

// GET /events/{event_id}/tickets/entrance — the whole compact check-in list in one answer; memoised per request.
export const getEntranceList = cache(async (eventId: string): Promise<EntranceTicket[]> => {
  const { data } = await call(operations.listEntranceTickets, { path: { event_id: eventId } });
  return data;
});

/** The door list as the browser caches it, stamped with the instant it was read. */
export async function getDoorSnapshot(eventId: string): Promise<DoorSnapshot> {
  const tickets = await getEntranceList(eventId);
  return { eventId, fetchedAt: new Date().toISOString(), rows: toDoorRows(tickets) };
}

export type TicketSearch = { q?: string; page?: number; perPage?: number };

// GET /events/{event_id}/tickets?q= — holder name, e-mail or document, searched upstream, one page.
export function searchTickets(
  eventId: string,
  { q, page, perPage = 50 }: TicketSearch,
): Promise<Paged<Ticket>> {
  return fetchPage(operations.listTickets, {
    path: { event_id: eventId },
    query: { q: q || undefined, page, per_page: Math.min(perPage, LIMITS.perPageMax) },
  });
}
