import { routeFor } from "@/lib/auth/route";
import { reportEvents } from "@/lib/reports/load";
import { reportProducer } from "@/lib/reports/scope";
import { warmupProgress } from "@/lib/reports/warmup";
import { parseProducerParam } from "@/lib/url-state/producer";

const NO_STORE = { "Cache-Control": "no-store" };

// GET /api/reports/progress?producer= — how far the first read of the producer's orders has come.
export const GET = routeFor("analytics:read", async (req, _ctx: unknown, user) => {
  const producer = await reportProducer(
    user,
    parseProducerParam(new URL(req.url).searchParams.get("producer")),
  );
  if (!producer) return Response.json({ error: "not_found" }, { status: 404, headers: NO_STORE });
  try {
    const { events } = await reportEvents(producer.id);
    return Response.json(warmupProgress(producer.id, events), { headers: NO_STORE });
  } catch {
    return Response.json({ error: "upstream" }, { status: 502, headers: NO_STORE });
  }
});
