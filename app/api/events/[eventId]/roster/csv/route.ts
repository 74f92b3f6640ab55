import { stringify } from "csv-stringify/sync";

import { routeFor } from "@/lib/auth/route";
import { attachment, eventForRoute, NO_STORE } from "@/lib/door/route-helpers";
import { entrantRows } from "@/lib/roster/build";
import { getRoster } from "@/lib/roster/roster";

type Ctx = { params: Promise<{ eventId: string }> };

const HEADER = ["team", "gamertag", "discriminator", "name", "user_id", "player_id", "check_in", "order_id"];

// GET /api/events/{eventId}/roster/csv: one line per tournament entrant, by team, for bracket seeding.
// The tournament e-mail is contact data and stays out.
export const GET = routeFor<Ctx>("orders:read", async (_req, { params }, user) => {
  const event = await eventForRoute(user, params);
  if (event instanceof Response) return event;
  const roster = await getRoster(event.id);
  const csv = stringify(entrantRows(roster, HEADER), { bom: true });
  return new Response(csv, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(`roster-${event.slug}.csv`),
    },
  });
});
