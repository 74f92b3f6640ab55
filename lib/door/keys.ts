import { getJson } from "@/lib/get-json";

import type { Arrivals } from "./arrivals";
import type { DoorCounts } from "./snapshot";

/**
 * react-query keys of the door page. They carry the event id, so a live message about a sale of the
 * event invalidates them (lib/live/client-logic `keyMentions`). The door list itself is not a query: it
 * lives in the browser's Cache Storage for offline use (components/door/door-cache.ts).
 */
export const doorKeys = {
  count: (eventId: string) => ["door", eventId, "count"] as const,
  /** The arrivals view: refetched on the door counter's cadence and invalidated with it (same prefix). */
  arrivals: (eventId: string) => ["door", eventId, "arrivals"] as const,
};

/** How often the open door page re-reads the counter (and the arrivals view its figures). */
export const DOOR_COUNT_EVERY_MS = 15_000;

// GET /api/events/{eventId}/door/count
export const fetchDoorCount = (eventId: string, signal?: AbortSignal) =>
  getJson<DoorCounts>(`/api/events/${encodeURIComponent(eventId)}/door/count`, signal);

// GET /api/events/{eventId}/door/arrivals
export const fetchDoorArrivals = (eventId: string, signal?: AbortSignal) =>
  getJson<Arrivals>(`/api/events/${encodeURIComponent(eventId)}/door/arrivals`, signal);
