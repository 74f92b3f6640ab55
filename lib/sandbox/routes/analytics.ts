import { Hono } from "hono";

import { EventAnalyticsSchema } from "@/lib/contract/analytics";

import type { PartnerEnv } from "../context";
import { readEventAnalytics } from "../data/analytics";
import { respond } from "../respond";
import { resolveEvent } from "../scope";

/** Mounted at the API root by app.ts. */
export const analyticsRoutes = new Hono<PartnerEnv>();

// GET /events/{event_id}/analytics — cached; refreshed by the refresher loop or the control API.
analyticsRoutes.get("/events/:event_id/analytics", async (c) => {
  const event = await resolveEvent(c, c.req.param("event_id"));
  return respond(c, EventAnalyticsSchema, await readEventAnalytics(c.var.sb, event.id));
});
