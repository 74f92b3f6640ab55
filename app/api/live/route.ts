import { z } from "zod";

import { routeFor } from "@/lib/auth/route";
import { sessionStillOpen } from "@/lib/db/sessions";
import { liveBacklog, liveReady, subscribeLive } from "@/lib/live/bus";
import { liveStream } from "@/lib/live/sse";

export const dynamic = "force-dynamic";

// A first connection catches up from the page's render, at most this far back.
const CATCH_UP_MS = 5 * 60_000;
const Query = z.object({
  lastEventId: z.string().min(1).max(200).optional().catch(undefined),
  renderedAt: z.coerce.number().int().nonnegative().optional().catch(undefined),
});

// GET /api/live: the live-update stream (server-sent events) of the producers the user may see.
// Every role reads events; a message carries an order's amount, which every role sees on some page.
export const GET = routeFor("events:read", async (req, _context: unknown, user) => {
  await liveReady();
  const query = Query.parse(Object.fromEntries(new URL(req.url).searchParams));
  const lastId = req.headers.get("last-event-id") ?? query.lastEventId;
  const renderedAt =
    query.renderedAt === undefined ? undefined : Math.max(query.renderedAt, Date.now() - CATCH_UP_MS);
  const body = liveStream({
    scope: user.producerIds,
    subscribe: subscribeLive,
    backlog: liveBacklog({ lastId, renderedAt }),
    signal: req.signal,
    stillAllowed: () => sessionStillOpen(user.sessionId),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
});
