import { routeFor } from "@/lib/auth/route";
import { getDoorArrivals } from "@/lib/door/load-snapshot";
import { eventForRoute, NO_STORE } from "@/lib/door/route-helpers";

type Ctx = { params: Promise<{ eventId: string }> };

// GET /api/events/{eventId}/door/arrivals: check-ins per quarter hour, per lot, peak, no-show; polled
// by the open arrivals view on the door counter's cadence. Same roles as the door.
export const GET = routeFor<Ctx>("orders:read", async (_req, { params }, user) => {
  const event = await eventForRoute(user, params);
  if (event instanceof Response) return event;
  return Response.json(await getDoorArrivals(event), { headers: NO_STORE });
});
