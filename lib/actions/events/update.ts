"use server";

import { redirect } from "next/navigation";
import { getTimeZone } from "next-intl/server";

import { failure, type FormState } from "@/lib/actions/result";
import { updateEvent } from "@/lib/partner/events";
import { EventUpdateInput, type Event } from "@/lib/contract";

import { readEventForm, toUpdateInput, UPDATE_FLAGS, type EventFormValues } from "./form";
import {
  audit,
  authorizeEvent,
  authorizeWriter,
  eventErrors,
  isFailure,
  partnerFailure,
  revalidateEvent,
  validationFieldErrors,
} from "./shared";

// PATCH /events/{event_id} — bound to the event id on the edit page; the id is re-checked here.
export async function updateEventAction(
  eventId: string,
  _prev: FormState<EventFormValues>,
  formData: FormData,
): Promise<FormState<EventFormValues>> {
  const t = await eventErrors();
  const values = readEventForm(formData, UPDATE_FLAGS);
  const user = await authorizeWriter(t);
  if (isFailure(user)) return { ...user, values };

  const before = await authorizeEvent(user, eventId, t);
  if (isFailure(before)) return { ...before, values };

  const { input, full, problems } = toUpdateInput(values, before, await getTimeZone());
  const whole = EventUpdateInput.safeParse(full);
  const parsed = EventUpdateInput.safeParse(input);
  if (!whole.success || !parsed.success || Object.keys(problems).length > 0) {
    const issues = [...(whole.error?.issues ?? []), ...(parsed.error?.issues ?? [])];
    return failure("validation", t("validation"), {
      fieldErrors: validationFieldErrors(issues, problems, t),
      values,
    });
  }

  let after: Event = before;
  if (Object.keys(parsed.data).length > 0) {
    try {
      after = await updateEvent(before.id, parsed.data);
    } catch (error) {
      return partnerFailure(error, t, values);
    }
    await audit(user, "event.update", before, after);
    revalidateEvent(after);
  }
  redirect(`/events/${after.id}?saved=updated`);
}
