import { readSnapshot, type DoorSnapshot } from "@/lib/door/snapshot";

/**
 * The door list's network read and its offline copy: the last list loaded, kept in the browser's Cache
 * Storage (survives reloads and works with the service worker offline). One entry per event, keyed by its
 * API address; any failure degrades to "no cache".
 */
const CACHE = "palco-door-v1";

const doorApiPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/door`;

/**
 * GET /api/events/{eventId}/door, then kept for offline use. Not a react-query read: the list must come
 * back from Cache Storage after a reload without network (the documented exception to lib/get-json).
 * `arrivedAt` is when the answer arrived (the bench measures the first render from there).
 */
export async function fetchDoorList(eventId: string): Promise<{ snapshot: DoorSnapshot; arrivedAt: number }> {
  const res = await fetch(doorApiPath(eventId), { cache: "no-store", credentials: "same-origin" });
  if (!res.ok) throw new Error(`door list: HTTP ${res.status}`);
  const body = await res.text();
  const arrivedAt = performance.now();
  const snapshot = readSnapshot(JSON.parse(body));
  if (!snapshot) throw new Error("door list: unexpected answer");
  void writeCachedDoor(snapshot, body);
  return { snapshot, arrivedAt };
}

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

async function writeCachedDoor(snapshot: DoorSnapshot, body: string): Promise<void> {
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
