import { routeFor } from "@/lib/auth/route";
import { liveReady, liveSince, subscribeLive } from "@/lib/live/bus";
import { liveStream } from "@/lib/live/sse";

export const dynamic = "force-dynamic";

// GET /api/live: the live-update stream (server-sent events) of the producers the user may see.
// Every role reads events; a message carries an order's amount, which every role sees on some page.
export const GET = routeFor("events:read", async (req, _context: unknown, user) => {
  await liveReady();
  const lastId = req.headers.get("last-event-id") ?? new URL(req.url).searchParams.get("lastEventId");
  const body = liveStream({
    scope: user.producerIds,
    subscribe: subscribeLive,
    backlog: liveSince(lastId),
    signal: req.signal,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
});
