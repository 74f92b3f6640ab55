import { readSnapshot, type DoorSnapshot } from "@/lib/door/snapshot";

/**
 * The last door list loaded, kept in the browser's Cache Storage (survives reloads and works with the
 * service worker offline). One entry per event, keyed by its API address; any failure degrades to "no cache".
 */
const CACHE = "palco-door-v1";

export const doorApiPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/door`;

export async function readCachedDoor(eventId: string): Promise<DoorSnapshot | null> {
  if (typeof caches === "undefined") return null;
  try {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(doorApiPath(eventId));
    return hit ? readSnapshot(await hit.json()) : null;
  } catch {
    return null;
  }
}

export async function writeCachedDoor(snapshot: DoorSnapshot, body: string): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    const cache = await caches.open(CACHE);
    await cache.put(
      doorApiPath(snapshot.eventId),
      new Response(body, { headers: { "Content-Type": "application/json" } }),
    );
  } catch {
    // Private mode or quota: the list still works while the page is open.
  }
}
