import { routeFor } from "@/lib/auth/route";
import { eventForRoute, NO_STORE } from "@/lib/door/route-helpers";
import { countDoor } from "@/lib/door/snapshot";
import { listEntranceTickets } from "@/lib/partner/tickets";

type Ctx = { params: Promise<{ eventId: string }> };

// GET /api/events/{eventId}/door/count: checked-in / total, polled every 15 s by the open door page.
export const GET = routeFor<Ctx>("orders:read", async (_req, { params }, user) => {
  const event = await eventForRoute(user, params);
  if (event instanceof Response) return event;
  const counts = countDoor(await listEntranceTickets(event.id));
  return Response.json({ ...counts, fetchedAt: new Date().toISOString() }, { headers: NO_STORE });
});
