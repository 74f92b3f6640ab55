import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { ControlEnv } from "../context";
import { events } from "../db/schema";
import { loadEvent } from "../simulate/checkout";
import { parseJsonBody } from "../validate";

/** The tournament-identity field of an event's checkout form: set in the platform's UI, not the Partner API. */
export const tourneyFieldRoutes = new Hono<ControlEnv>();

const TourneyFieldInput = z.object({ enabled: z.boolean() }).strict();

// PUT /events/{id}/tourney-field {enabled} — orders bought afterwards carry (or omit) `tourney`.
tourneyFieldRoutes.put("/events/:id/tourney-field", async (c) => {
  const { enabled } = await parseJsonBody(c, TourneyFieldInput);
  const { db } = c.var.sb;
  const event = await db.transaction((tx) => loadEvent(tx, c.req.param("id")));
  await db
    .update(events)
    .set({ tourneyEnabled: enabled, tourneyProductIds: null, updatedAt: c.var.sb.clock.now() })
    .where(eq(events.id, event.id));
  return c.json({ id: event.id, tourney_enabled: enabled });
});
