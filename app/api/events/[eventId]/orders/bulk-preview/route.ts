import { routeFor } from "@/lib/auth/route";
import { eventForRoute, NO_STORE } from "@/lib/door/route-helpers";
import { env } from "@/lib/env";
import { bulkCancelPreview } from "@/lib/orders/bulk-preview";
import { sinceInstant } from "@/lib/orders/list-params";

type Ctx = { params: Promise<{ eventId: string }> };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// GET /api/events/{eventId}/orders/bulk-preview?since=: the count and refund totals the bulk-cancel dialog shows.
export const GET = routeFor<Ctx>("orders:cancel", async (req, { params }, user) => {
  const event = await eventForRoute(user, params);
  if (event instanceof Response) return event;
  const day = new URL(req.url).searchParams.get("since");
  const since = day && DAY.test(day) ? sinceInstant(day, env().DISPLAY_TZ) : undefined;
  return Response.json(await bulkCancelPreview(event.id, since ?? undefined), { headers: NO_STORE });
});
