import "server-only";

import { getLocale } from "next-intl/server";

import { env } from "@/lib/env";
import { listEntranceTickets } from "@/lib/partner/tickets";

import { summarizeArrivals, type Arrivals } from "./arrivals";
import { toDoorRows, type DoorSnapshot } from "./snapshot";

/** The door list as the browser caches it, stamped with the instant it was read. */
export async function getDoorSnapshot(eventId: string): Promise<DoorSnapshot> {
  const tickets = await listEntranceTickets(eventId);
  return { eventId, fetchedAt: new Date().toISOString(), rows: toDoorRows(tickets) };
}

/** Arrivals of the event from the same entrance list read (one read per request, shared with the door). */
export async function getDoorArrivals(event: { id: string; ends_at: string | null }): Promise<Arrivals> {
  const [tickets, locale] = await Promise.all([listEntranceTickets(event.id), getLocale()]);
  return summarizeArrivals(tickets, {
    timeZone: env().DISPLAY_TZ,
    locale,
    endsAt: event.ends_at,
    nowMs: Date.now(),
  });
}
