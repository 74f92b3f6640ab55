import { routeFor } from "@/lib/auth/route";
import { getDoorSnapshot } from "@/lib/door/load-snapshot";
import { eventForRoute, NO_STORE } from "@/lib/door/route-helpers";

type Ctx = { params: Promise<{ eventId: string }> };

// GET /api/events/{eventId}/door: the whole entrance list, compact, stamped with when it was read. The
// door page caches it in the browser (Cache Storage) to keep working offline.
export const GET = routeFor<Ctx>("orders:read", async (_req, { params }, user) => {
  const event = await eventForRoute(user, params);
  if (event instanceof Response) return event;
  return Response.json(await getDoorSnapshot(event.id), { headers: NO_STORE });
});
