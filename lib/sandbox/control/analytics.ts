import { Hono } from "hono";
import { z } from "zod";

import { refreshAnalytics } from "../analytics/refresh";
import type { ControlEnv } from "../context";
import { loadEvent } from "../simulate/checkout";
import { parseJsonBody } from "../validate";

export const analyticsControlRoutes = new Hono<ControlEnv>();

const RefreshInput = z.object({ event: z.string().min(1).max(200).optional() }).strict();

// POST /analytics/refresh {event?} — recompute the cache now (one event by id or slug, or all).
analyticsControlRoutes.post("/analytics/refresh", async (c) => {
  const { event } = await parseJsonBody(c, RefreshInput, { optional: true });
  const ctx = c.var.sb;
  const eventId = event ? (await ctx.db.transaction((tx) => loadEvent(tx, event))).id : undefined;
  const refreshed = await refreshAnalytics(ctx, eventId);
  return c.json({ refreshed, cached_at: ctx.clock.now().toISOString() });
});
