import "server-only";

import type { SessionUser } from "@/lib/auth/types";
import type { Event } from "@/lib/contract";
import { getEventInScope } from "@/lib/partner/events";

export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** The event of a route's `[eventId]` if the user may see it; a 404 answer (same for missing and out of scope) otherwise. */
export async function eventForRoute(
  user: SessionUser,
  params: Promise<{ eventId: string }>,
): Promise<Event | Response> {
  const { eventId } = await params;
  const event = await getEventInScope(user, eventId);
  return event ?? Response.json({ error: "not_found" }, { status: 404, headers: NO_STORE });
}
