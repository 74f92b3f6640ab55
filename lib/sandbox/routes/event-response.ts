import type { Context } from "hono";

import type { PartnerEnv } from "../context";
import { getEventView, presentEvent } from "../data/events";
import { notFound } from "../errors";

/** The origin the caller used, so absolute URLs (cover_url) point back at the same host. */
export const origin = (c: Context) => new URL(c.req.url).origin;

/** Reads the event back as an Event body (after a create, update or cover upload). */
export async function eventBody(c: Context<PartnerEnv>, eventId: string) {
  const view = await getEventView(c.var.sb.db, eventId);
  if (!view) throw notFound("Event");
  return presentEvent(view, origin(c));
}
