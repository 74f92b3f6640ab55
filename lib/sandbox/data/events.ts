import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";

import type { Event, EventSummary } from "@/lib/contract/events";

import { covers, events, producers } from "../db/schema";
import type { SandboxQueryable } from "../db/types";

export type EventRow = typeof events.$inferSelect;
type ProducerRow = typeof producers.$inferSelect;
type CoverRef = { id: string; ext: string } | null;
export type EventView = { event: EventRow; producer: ProducerRow; cover: CoverRef };

/** Public URL of a cover, served by the control app beside the API (same origin as the request). */
function coverUrl(origin: string, cover: CoverRef): string | null {
  return cover ? `${origin}/sandbox/v1/covers/${cover.id}.${cover.ext}` : null;
}

function selectViews(db: SandboxQueryable) {
  return db
    .select({ event: events, producer: producers, coverId: covers.id, coverExt: covers.ext })
    .from(events)
    .innerJoin(producers, eq(producers.id, events.producerId))
    .leftJoin(covers, eq(covers.eventId, events.id));
}

type Joined = { event: EventRow; producer: ProducerRow; coverId: string | null; coverExt: string | null };
const toView = (r: Joined): EventView => ({
  event: r.event,
  producer: r.producer,
  cover: r.coverId && r.coverExt ? { id: r.coverId, ext: r.coverExt } : null,
});

export async function getEventView(db: SandboxQueryable, eventId: string): Promise<EventView | null> {
  const [row] = await selectViews(db).where(eq(events.id, eventId)).limit(1);
  return row ? toView(row) : null;
}

export type EventFilter = { producerIds: string[]; status?: EventRow["status"] };

/** One page of events in scope, newest start first (ties by id, so pages never overlap). */
export async function listEventViews(
  db: SandboxQueryable,
  filter: EventFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: EventView[]; total: number }> {
  if (!filter.producerIds.length) return { rows: [], total: 0 };
  const conditions: SQL[] = [inArray(events.producerId, filter.producerIds)];
  if (filter.status) conditions.push(eq(events.status, filter.status));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(desc(events.startsAt), asc(events.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return { rows: rows.map(toView), total };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentEventSummary(view: EventView, origin: string): EventSummary {
  const { event, producer } = view;
  return {
    id: event.id,
    name: event.name,
    slug: event.slug,
    status: event.status,
    starts_at: event.startsAt.toISOString(),
    ends_at: iso(event.endsAt),
    producer: { id: producer.id, slug: producer.slug, name: producer.name },
    cover_url: coverUrl(origin, view.cover),
  };
}

export function presentEvent(view: EventView, origin: string): Event {
  const { event } = view;
  return {
    ...presentEventSummary(view, origin),
    bio: event.bio,
    color: event.color,
    ask_for_cpf: event.askForCpf,
    ask_for_rg: event.askForRg,
    credit_card_enabled: event.creditCardEnabled,
    tips_enabled: event.tipsEnabled,
    resale_enabled: event.resaleEnabled,
    waitlist_enabled: event.waitlistEnabled,
    venue: event.venueName
      ? { name: event.venueName, city: event.venueCity, address: event.venueAddress }
      : null,
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
  };
}
