"use server";

import { redirect } from "next/navigation";

import { getTimeZone } from "next-intl/server";

import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import type { FormState } from "@/lib/actions/result";
import { EventUpdateInput, type Event } from "@/lib/contract";
import { updateEvent } from "@/lib/partner/events";

import { EVENT_WRITE, eventAudit, eventFieldErrors, loadEvent } from "./event-spec";
import { readEventForm, toUpdateInput, toUpdateWhole, UPDATE_FLAGS, type EventFormValues } from "./form";

type Prev = FormState<EventFormValues>;

// PATCH /events/{event_id} — bound to the event id on the edit page; the id is re-checked here.
export const updateEventAction = defineAction({
  ...EVENT_WRITE,
  values: (_eventId: string, _prev: Prev, formData: FormData) => readEventForm(formData, UPDATE_FLAGS),
  parse: async ({ t }, eventId: string, _prev: Prev, formData: FormData) => {
    const values = readEventForm(formData, UPDATE_FLAGS);
    const timeZone = await getTimeZone();
    const { full, problems } = toUpdateWhole(values, timeZone);
    const whole = EventUpdateInput.safeParse(full);
    if (whole.success && Object.keys(problems).length === 0) return valid({ eventId, values, timeZone });
    return invalid(eventFieldErrors(whole.error?.issues ?? [], problems, t));
  },
  target: ({ eventId }) => loadEvent(eventId),
  // Only the fields that differ from the event as it is now are sent.
  write: async ({ values, timeZone }, { before }, { t }) => {
    const { input, problems } = toUpdateInput(values, before, timeZone);
    const parsed = EventUpdateInput.safeParse(input);
    if (!parsed.success) return invalid(eventFieldErrors(parsed.error.issues, problems, t));
    if (Object.keys(parsed.data).length === 0) return unchanged(before);
    return written(await updateEvent(before.id, parsed.data));
  },
  audit: eventAudit("event.update"),
  done: (after: Event) => redirect(`/events/${after.id}?saved=updated`),
});
