"use server";

import { redirect } from "next/navigation";
import { getTimeZone } from "next-intl/server";

import { failure, type FormState } from "@/lib/actions/result";
import { isAuthError, requireProducer } from "@/lib/auth/session";
import { createEvent } from "@/lib/partner/events";
import { findProducer, getMyProducers } from "@/lib/partner/me";
import { EventCreateInput, type Event } from "@/lib/contract";

import { CREATE_FLAGS, readEventForm, toCreateInput, type EventFormValues } from "./form";
import {
  audit,
  authorizeWriter,
  eventErrors,
  isFailure,
  partnerFailure,
  revalidateEvent,
  validationFieldErrors,
} from "./shared";

// POST /events
export async function createEventAction(
  _prev: FormState<EventFormValues>,
  formData: FormData,
): Promise<FormState<EventFormValues>> {
  const t = await eventErrors();
  const values = readEventForm(formData, CREATE_FLAGS);
  const user = await authorizeWriter(t);
  if (isFailure(user)) return { ...user, values };

  const { input, problems } = toCreateInput(values, await getTimeZone());
  const parsed = EventCreateInput.safeParse(input);
  if (!parsed.success || Object.keys(problems).length > 0) {
    const fieldErrors = validationFieldErrors(parsed.error?.issues ?? [], problems, t);
    return failure("validation", t("validation"), { fieldErrors, values });
  }

  let event: Event;
  try {
    // The producer must be one of the user's own (scope from the session; the form only picks among them).
    const producer = findProducer(await getMyProducers(user), parsed.data.producer_id);
    if (!producer)
      return failure("validation", t("validation"), {
        fieldErrors: { producer_id: [t("producer")] },
        values,
      });
    await requireProducer(producer.id, user);
    event = await createEvent({ ...parsed.data, producer_id: producer.id });
  } catch (error) {
    if (isAuthError(error))
      return failure("validation", t("validation"), {
        fieldErrors: { producer_id: [t("producer")] },
        values,
      });
    return partnerFailure(error, t, values);
  }

  await audit(user, "event.create", null, event);
  revalidateEvent(event);
  redirect(`/events/${event.id}?saved=created`);
}
