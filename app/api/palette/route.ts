import { routeFor } from "@/lib/auth/route";
import { matchHits } from "@/lib/palette/match";
import { paletteBuyers, paletteEvents, paletteTickets } from "@/lib/palette/search";
import { REMOTE_MIN_CHARS, type PaletteAnswer } from "@/lib/palette/types";

const NO_STORE = { "Cache-Control": "private, no-store" };
const MAX_Q = 100;

const answer = (body: PaletteAnswer | { error: string }, status = 200) =>
  Response.json(body, { status, headers: NO_STORE });

// GET /api/palette?kind=events|buyers|tickets&q=&event= — the command palette's three searches, nothing
// else: events of the user's producers, buyers through each producer's search (buyers:read), tickets of
// one event in scope (orders:read). Scope comes from the session, never from the query.
export const GET = routeFor("events:read", async (req, _ctx: unknown, user) => {
  const params = new URL(req.url).searchParams;
  const kind = params.get("kind");
  const q = (params.get("q") ?? "").trim();
  if (q.length > MAX_Q) return answer({ error: "q" }, 400);
  try {
    if (kind === "events") {
      const events = await paletteEvents(user, req.signal);
      return answer({ hits: q ? matchHits(events, q) : events });
    }
    if (kind !== "buyers" && kind !== "tickets") return answer({ error: "kind" }, 400);
    if (q.length < REMOTE_MIN_CHARS) return answer({ error: "q" }, 400);
    if (kind === "buyers") return answer({ hits: await paletteBuyers(user, q, req.signal) });
    const event = params.get("event");
    if (!event) return answer({ error: "event" }, 400);
    const hits = await paletteTickets(user, event, q, req.signal);
    return hits ? answer({ hits }) : answer({ error: "not_found" }, 404);
  } catch (error) {
    if (req.signal.aborted) return answer({ error: "aborted" }, 499);
    console.error("palette search failed", error);
    return answer({ error: "upstream" }, 502);
  }
});
