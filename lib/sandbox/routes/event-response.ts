import type { Context } from "hono";

import { EventSchema } from "@/lib/contract/events";

import type { PartnerEnv } from "../context";
import { getEventView, presentEvent } from "../data/events";
import { notFound } from "../errors";
import { respond } from "../respond";

/** The origin the caller used, so absolute URLs (cover_url) point back at the same host. */
export const origin = (c: Context) => new URL(c.req.url).origin;

/** Reads the event back and answers it as an Event (after a create, update or cover upload). */
export async function eventResponse(c: Context<PartnerEnv>, eventId: string, status: 200 | 201 = 200) {
  const view = await getEventView(c.var.sb.db, eventId);
  if (!view) throw notFound("Event");
  return respond(c, EventSchema, presentEvent(view, origin(c)), status);
}
