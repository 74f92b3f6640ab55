"use server";

import { redirect } from "next/navigation";

import { getTimeZone } from "next-intl/server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { failure, type FormState } from "@/lib/actions/result";
import { findProducer } from "@/lib/auth/scope";
import { EventCreateInput, type Event } from "@/lib/contract";
import { createEvent } from "@/lib/partner/events";
import { getMyProducers } from "@/lib/partner/me";

import { EVENT_WRITE, eventAudit, eventFieldErrors } from "./event-spec";
import { CREATE_FLAGS, readEventForm, toCreateInput, type EventFormValues } from "./form";

type Prev = FormState<EventFormValues>;

// POST /events
export const createEventAction = defineAction({
  ...EVENT_WRITE,
  values: (_prev: Prev, formData: FormData) => readEventForm(formData, CREATE_FLAGS),
  parse: async ({ t }, _prev: Prev, formData: FormData) => {
    const values = readEventForm(formData, CREATE_FLAGS);
    const { input, problems } = toCreateInput(values, await getTimeZone());
    const parsed = EventCreateInput.safeParse(input);
    if (parsed.success && Object.keys(problems).length === 0) return valid(parsed.data);
    return invalid(eventFieldErrors(parsed.error?.issues ?? [], problems, t));
  },
  // The producer must be one of the user's own (scope from the session; the form only picks among them).
  target: async (input, { user }) => {
    const producer = findProducer(await getMyProducers(user), input.producer_id);
    return producer ? { producerId: producer.id, before: null } : null;
  },
  outOfScope: ({ t }) =>
    failure("validation", t("validation"), { fieldErrors: { producer_id: [t("producer")] } }),
  write: async (input, { producerId }) => written(await createEvent({ ...input, producer_id: producerId })),
  audit: eventAudit("event.create"),
  done: (after: Event) => redirect(`/events/${after.id}?saved=created`),
});
