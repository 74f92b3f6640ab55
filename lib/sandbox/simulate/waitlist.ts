import { sql } from "drizzle-orm";

import { loadEvent } from "./checkout";
import { inTx, newId, SimulationError, type SimContext } from "./context";
import { waitlistEntries } from "../db/schema";

/** Someone joins a sold-out event's waitlist; joining twice with one e-mail is a no-op (`created: false`). */
export async function joinWaitlist(
  ctx: SimContext,
  eventRef: string,
  email: string,
): Promise<{ id: string; created: boolean }> {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
    throw new SimulationError("invalid_email", "A valid e-mail is required");
  return inTx(ctx, async (tx) => {
    const event = await loadEvent(tx, eventRef);
    if (!event.waitlistEnabled)
      throw new SimulationError("waitlist_disabled", "The waitlist is not enabled for this event");
    const [created] = await tx
      .insert(waitlistEntries)
      .values({ id: newId(ctx), eventId: event.id, email: email.trim(), createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: waitlistEntries.id });
    if (created) return { id: created.id, created: true };
    const [existing] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        sql`${waitlistEntries.eventId} = ${event.id} and lower(${waitlistEntries.email}) = lower(${email.trim()})`,
      );
    return { id: existing.id, created: false };
  });
}
