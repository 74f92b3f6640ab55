import "server-only";

import { cache } from "react";

import { LIMITS, operations, type EntranceTicket, type Paged, type Ticket } from "@/lib/contract";
import { call } from "@/lib/partner/client";
import { fetchPage, paginateAll, type EveryItem, type EveryPage } from "@/lib/partner/paginate";

/** Per attempt of the entrance list: a 50,000-ticket event answers ~7 MB, far past a page view's 3 s. */
export const ENTRANCE_ATTEMPT_TIMEOUT_MS = 30_000;

// GET /events/{event_id}/tickets/entrance — the whole compact check-in list in one answer; memoised per request.
export const listEntranceTickets = cache(async (eventId: string): Promise<EntranceTicket[]> => {
  const { data } = await call(operations.listEntranceTickets, {
    path: { event_id: eventId },
    attemptTimeoutMs: ENTRANCE_ATTEMPT_TIMEOUT_MS,
  });
  return data;
});

export type TicketSearch = { q?: string; page?: number; perPage?: number; signal?: AbortSignal };

// GET /events/{event_id}/tickets?q= — holder name, e-mail or document, searched upstream, one page.
export function listTickets(
  eventId: string,
  { q, page, perPage = 50, signal }: TicketSearch,
): Promise<Paged<Ticket>> {
  return fetchPage(operations.listTickets, {
    path: { event_id: eventId },
    query: { q: q || undefined, page, per_page: Math.min(perPage, LIMITS.perPageMax) },
    signal,
  });
}

// GET /events/{event_id}/tickets?q= — every page (of a search when `q` is given), in list order.
export function listAllTickets(
  eventId: string,
  { q }: { q?: string } = {},
  { signal, ...pages }: EveryPage = {},
): EveryItem<Ticket> {
  const query = q ? { q } : {};
  return paginateAll(operations.listTickets, { path: { event_id: eventId }, query, signal }, pages);
}
