import "server-only";

import { connection } from "next/server";
import { cache } from "react";

import { inScope } from "@/lib/auth/scope";
import type { SessionUser } from "@/lib/auth/types";
import { partnerPath, request } from "@/lib/partner/client";
import { isNotFound } from "@/lib/partner/errors";
import { fetchPage } from "@/lib/partner/paginate";
import {
  EventSchema,
  EventSummarySchema,
  IdOrSlugSchema,
  LIMITS,
  type Event,
  type EventCreate,
  type EventSummary,
  type EventUpdate,
  type EventStatus,
  type Paged,
} from "@/lib/contract";

export type ListEventsParams = {
  page?: number;
  per_page?: number;
  status?: EventStatus;
  producer_id?: string;
};

// GET /events
export function listEvents(query: ListEventsParams): Promise<Paged<EventSummary>> {
  return fetchPage("/events", query, EventSummarySchema);
}

// GET /events/{event_id} — memoised per request so a page and its metadata share one call.
export const getEvent = cache((idOrSlug: string): Promise<Event> =>
  request("GET", partnerPath`/events/${idOrSlug}`, { schema: EventSchema }),
);

// POST /events
export function createEvent(input: EventCreate): Promise<Event> {
  return request("POST", "/events", { body: input, schema: EventSchema });
}

// PATCH /events/{event_id}
export function updateEvent(id: string, input: EventUpdate): Promise<Event> {
  return request("PATCH", partnerPath`/events/${id}`, { body: input, schema: EventSchema });
}

// PUT /events/{event_id}/cover (multipart, part `file`)
export function uploadEventCover(id: string, file: Blob, filename: string): Promise<Event> {
  const form = new FormData();
  form.set("file", file, filename);
  return request("PUT", partnerPath`/events/${id}/cover`, { form, schema: EventSchema });
}

/**
 * The event if it exists and its producer is in the user's scope, else null — the two cases look the
 * same to the caller (the not-found page), so scope is never revealed.
 */
export async function getEventInScope(
  user: Pick<SessionUser, "producerIds">,
  idOrSlug: string,
): Promise<Event | null> {
  if (!IdOrSlugSchema.safeParse(idOrSlug).success) return null;
  try {
    const event = await getEvent(idOrSlug);
    return inScope(user.producerIds, event.producer.id) ? event : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

// GET /events?status=live — the API has no sort parameter: one full page of live events, sorted here.
export async function listUpcomingEvents(producerId: string | undefined, limit = 5): Promise<EventSummary[]> {
  await connection();
  const { data } = await listEvents({ status: "live", per_page: LIMITS.perPageMax, producer_id: producerId });
  const now = Date.now();
  return data
    .filter((e) => Date.parse(e.starts_at) >= now)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
    .slice(0, limit);
}
