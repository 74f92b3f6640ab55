import "server-only";

import type { SessionUser } from "@/lib/auth/types";
import type { Event } from "@/lib/contract";
import { recordAuditSafely } from "@/lib/db/audit";
import { getEventInScope } from "@/lib/partner/events";

const NO_STORE = { "Cache-Control": "no-store" };

export const exportError = (status: number, error: string) =>
  Response.json({ error }, { status, headers: NO_STORE });

/** The event of an export, in the user's producer scope; a 404 Response for missing and out of scope alike. */
export async function exportEvent(user: SessionUser, eventId: string): Promise<Event | Response> {
  try {
    return (await getEventInScope(user, eventId)) ?? exportError(404, "not_found");
  } catch {
    return exportError(502, "upstream");
  }
}

/** Exports are audited when they start: who took which data of which event, with or without contact data. */
export async function auditExport(
  user: SessionUser,
  event: Event,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await recordAuditSafely({
    actor: { id: user.id, email: user.email },
    action,
    targetType: "event",
    targetId: event.id,
    producerId: event.producer.id,
    before: null,
    after: details,
  });
}
