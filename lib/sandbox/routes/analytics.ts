import { Hono } from "hono";

import { operations } from "@/lib/contract/operations";

import type { PartnerEnv } from "../context";
import { readEventAnalytics } from "../data/analytics";
import { implement } from "../implement";
import { resolveEvent } from "../scope";

/** Mounted at the API root by app.ts. */
export const analyticsRoutes = new Hono<PartnerEnv>();

// GET /events/{event_id}/analytics — cached; refreshed by the refresher loop or the control API.
implement(analyticsRoutes, operations.getEventAnalytics, async (c, { params }) => {
  const event = await resolveEvent(c, params.event_id);
  return readEventAnalytics(c.var.sb, event.id);
});
