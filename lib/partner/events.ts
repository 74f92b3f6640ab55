import "server-only";

import { cache } from "react";

import { connection } from "next/server";

import { inScope } from "@/lib/auth/scope";
import type { SessionUser } from "@/lib/auth/types";
import {
  EVENT_STATUSES,
  IdOrSlugSchema,
  LIMITS,
  operations,
  type Event,
  type EventCreate,
  type EventSummary,
  type EventUpdate,
  type EventStatus,
  type ListEventsQueryInput,
  type Paged,
} from "@/lib/contract";
import { call } from "@/lib/partner/client";
import { isNotFound } from "@/lib/partner/errors";
import { withOwnCovers } from "@/lib/partner/own-origin";
import {
  fetchPage,
  paginateAll,
  readSortedPage,
  type EveryItem,
  type EveryPage,
  type SortedPage,
} from "@/lib/partner/paginate";

export type ListEventsParams = {
  page?: number;
  per_page?: number;
  status?: EventStatus;
  producer_id?: string;
};

// GET /events — memoised per request by its query, so widgets of one page that need the same list
// (home counts and upcoming) and a page that starts the list early (events) share one call.
const listEventsOnce = cache(
  async (
    page?: number,
    per_page?: number,
    status?: EventStatus,
    producer_id?: string,
  ): Promise<Paged<EventSummary>> => {
    const result = await fetchPage(operations.listEvents, { query: { page, per_page, status, producer_id } });
    return { ...result, data: result.data.map(withOwnCovers) };
  },
);

export function listEvents({
  page,
  per_page,
  status,
  producer_id,
}: ListEventsParams): Promise<Paged<EventSummary>> {
  return listEventsOnce(page, per_page, status, producer_id);
}

/** GET /events read whole and sorted here (the API has no sort parameter); `{tooLarge}` above the ceiling. */
export async function listEventsSorted(
  { page = 1, per_page = LIMITS.perPageDefault, status, producer_id }: ListEventsParams,
  sort: (events: EventSummary[]) => EventSummary[],
): Promise<SortedPage<EventSummary>> {
  const result = await readSortedPage(
    operations.listEvents,
    { query: { status, producer_id } },
    { sort, page, perPage: per_page },
  );
  return "tooLarge" in result ? result : { ...result, data: result.data.map(withOwnCovers) };
}

// GET /events — every page, in list order, covers as the API sends them (jobs and totals read ids and names).
export function listAllEvents(
  query: Pick<ListEventsQueryInput, "producer_id" | "status">,
  { signal, ...pages }: EveryPage = {},
): EveryItem<EventSummary> {
  return paginateAll(operations.listEvents, { query, signal }, pages);
}

/** Every event of a producer (or all) when they fit in one page of the maximum size; null when they do not. */
async function allEventsInOnePage(producerId: string | undefined): Promise<EventSummary[] | null> {
  const first = await listEvents({ per_page: LIMITS.perPageMax, producer_id: producerId });
  return first.total <= first.data.length ? first.data : null;
}

/** Events per status: counted from one list when it fits one page, else one `per_page=1` call per status. */
export async function countEventsByStatus(
  producerId: string | undefined,
): Promise<Record<EventStatus, number>> {
  const all = await allEventsInOnePage(producerId);
  const totals = await Promise.all(
    EVENT_STATUSES.map(async (status) =>
      all
        ? all.filter((e) => e.status === status).length
        : (await listEvents({ status, per_page: 1, producer_id: producerId })).total,
    ),
  );
  return Object.fromEntries(EVENT_STATUSES.map((s, i) => [s, totals[i]])) as Record<EventStatus, number>;
}

// GET /events/{event_id} — memoised per request so a page and its metadata share one call.
export const getEvent = cache(async (idOrSlug: string, signal?: AbortSignal): Promise<Event> =>
  withOwnCovers(await call(operations.getEvent, { path: { event_id: idOrSlug }, signal })),
);

// POST /events
export async function createEvent(input: EventCreate, signal?: AbortSignal): Promise<Event> {
  return withOwnCovers(await call(operations.createEvent, { body: input, signal }));
}

// PATCH /events/{event_id}
export async function updateEvent(id: string, input: EventUpdate, signal?: AbortSignal): Promise<Event> {
  return withOwnCovers(await call(operations.updateEvent, { path: { event_id: id }, body: input, signal }));
}

// PUT /events/{event_id}/cover (multipart, part `file`)
export async function uploadEventCover(
  id: string,
  file: Blob,
  filename: string,
  signal?: AbortSignal,
): Promise<Event> {
  const form = new FormData();
  form.set("file", file, filename);
  return withOwnCovers(await call(operations.uploadEventCover, { path: { event_id: id }, form, signal }));
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

// GET /events — the API has no sort parameter: the live events of the list the counts also read (or one
// full page of live events when that list spans pages), sorted here.
export async function listUpcomingEvents(producerId: string | undefined, limit = 5): Promise<EventSummary[]> {
  await connection();
  const data =
    (await allEventsInOnePage(producerId))?.filter((e) => e.status === "live") ??
    (await listEvents({ status: "live", per_page: LIMITS.perPageMax, producer_id: producerId })).data;
  const now = Date.now();
  return data
    .filter((e) => Date.parse(e.starts_at) >= now)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
    .slice(0, limit);
}
