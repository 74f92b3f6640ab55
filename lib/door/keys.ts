import { getJson } from "@/lib/get-json";

import type { DoorCounts } from "./snapshot";

/**
 * react-query keys of the door page. They carry the event id, so a live message about a sale of the
 * event invalidates them (lib/live/client-logic `keyMentions`). The door list itself is not a query: it
 * lives in the browser's Cache Storage for offline use (components/door/door-cache.ts).
 */
export const doorKeys = {
  count: (eventId: string) => ["door", eventId, "count"] as const,
};

// GET /api/events/{eventId}/door/count
export const fetchDoorCount = (eventId: string, signal?: AbortSignal) =>
  getJson<DoorCounts>(`/api/events/${encodeURIComponent(eventId)}/door/count`, signal);
