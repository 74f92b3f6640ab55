import { parseSalesQuery } from "@/lib/analytics/range";
import { getSalesSeries } from "@/lib/analytics/sales";
import { routeFor } from "@/lib/auth/route";
import { getEventInScope } from "@/lib/partner/events";

const NO_STORE = { "Cache-Control": "private, no-store" };

// GET /api/events/{eventId}/sales?range=&unit=: the Analytics tab's sales series (react-query reads it).
export const GET = routeFor<{ params: Promise<{ eventId: string }> }>(
  "analytics:read",
  async (req, { params }, user) => {
    const { eventId } = await params;
    // Missing and out-of-scope events answer alike.
    const event = await getEventInScope(user, eventId);
    if (!event) return Response.json({ error: "not_found" }, { status: 404, headers: NO_STORE });
    const query = parseSalesQuery(new URL(req.url).searchParams);
    return Response.json(await getSalesSeries(event.id, query), { headers: NO_STORE });
  },
);
