"use server";

import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { EventStatusSchema, type Event } from "@/lib/contract";
import { updateEvent } from "@/lib/partner/events";

import { EVENT_WRITE, eventAudit, loadEvent } from "./event-spec";

// PATCH /events/{event_id} with {status} — from the confirmation dialog on the event page.
export const changeEventStatusAction = defineAction({
  ...EVENT_WRITE,
  parse: ({ t }, eventId: string, status: string) => {
    const parsed = EventStatusSchema.safeParse(status);
    return parsed.success ? valid({ eventId, status: parsed.data }) : invalid({ status: [t("required")] });
  },
  target: ({ eventId }) => loadEvent(eventId),
  write: async ({ status }, { before }) =>
    before.status === status ? unchanged(before) : written(await updateEvent(before.id, { status })),
  audit: eventAudit("event.status"),
  done: (after: Event) => success({ status: after.status }),
});
