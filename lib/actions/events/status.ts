"use server";

import { failure, success, type ActionResult } from "@/lib/actions/result";
import { updateEvent } from "@/lib/partner/events";
import { EventStatusSchema, type Event, type EventStatus } from "@/lib/contract";

import {
  audit,
  authorizeEvent,
  authorizeWriter,
  eventErrors,
  isFailure,
  partnerFailure,
  revalidateEvent,
} from "./shared";

// PATCH /events/{event_id} with {status} — from the confirmation dialog on the event page.
export async function changeEventStatusAction(
  eventId: string,
  status: string,
): Promise<ActionResult<{ status: EventStatus }>> {
  const t = await eventErrors();
  const user = await authorizeWriter(t);
  if (isFailure(user)) return user;

  const parsed = EventStatusSchema.safeParse(status);
  if (!parsed.success)
    return failure("validation", t("validation"), { fieldErrors: { status: [t("required")] } });

  const before = await authorizeEvent(user, eventId, t);
  if (isFailure(before)) return before;
  if (before.status === parsed.data) return success({ status: parsed.data });

  let after: Event;
  try {
    after = await updateEvent(before.id, { status: parsed.data });
  } catch (error) {
    return partnerFailure(error, t);
  }
  await audit(user, "event.status", before, after);
  revalidateEvent(after);
  return success({ status: after.status });
}
