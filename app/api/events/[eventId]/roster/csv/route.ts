import { getLocale } from "next-intl/server";

import { routeFor } from "@/lib/auth/route";
import { eventForRoute } from "@/lib/door/route-helpers";
import { csvResponse } from "@/lib/exports/csv-stream";
import { ENTRANT_COLUMNS, entrantRows } from "@/lib/roster/build";
import { getRoster } from "@/lib/roster/roster";

type Ctx = { params: Promise<{ eventId: string }> };

// GET /api/events/{eventId}/roster/csv: one line per tournament entrant, by team, for bracket seeding.
// The tournament e-mail is contact data and stays out.
export const GET = routeFor<Ctx>("orders:read", async (req, { params }, user) => {
  const event = await eventForRoute(user, params);
  if (event instanceof Response) return event;
  const locale = await getLocale();
  const roster = await getRoster(event.id, locale);
  return csvResponse({
    filename: `roster-${event.slug}.csv`,
    columns: ENTRANT_COLUMNS,
    rows: entrantRows(roster),
    locale,
    signal: req.signal,
  });
});
