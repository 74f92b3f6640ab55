import { z } from "zod";

import { paged } from "../common";
import {
  EventCreateInput,
  EventSchema,
  EventSummarySchema,
  EventUpdateInput,
  ListEventsQuery,
} from "../events";
import { PartnerMeSchema } from "../me";
import { defineOperation } from "../operation";

/** The cover upload's multipart body, for the document; the sandbox checks the part's bytes itself. */
export const EventCoverUpload = z.object({
  file: z.string().meta({ format: "binary", description: "JPEG, PNG or WebP, at most 5 MB" }),
});

export const getMe = defineOperation({
  method: "get",
  path: "/me",
  operationId: "getMe",
  tag: "Auth",
  summary: "The key's integration name and producers",
  success: { status: 200, description: "Integration scope", schema: PartnerMeSchema },
});

export const listEvents = defineOperation({
  method: "get",
  path: "/events",
  operationId: "listEvents",
  tag: "Events",
  summary: "List events",
  query: ListEventsQuery,
  success: { status: 200, description: "A page of events", schema: paged(EventSummarySchema) },
  errors: [422],
});

export const createEvent = defineOperation({
  method: "post",
  path: "/events",
  operationId: "createEvent",
  tag: "Events",
  summary: "Create an event (starts as draft)",
  body: { schema: EventCreateInput, required: true },
  success: { status: 201, description: "The created event", schema: EventSchema },
  errors: [413, 422],
});

export const getEvent = defineOperation({
  method: "get",
  path: "/events/{event_id}",
  operationId: "getEvent",
  tag: "Events",
  summary: "Read an event",
  success: { status: 200, description: "The event", schema: EventSchema },
  errors: [404],
});

export const updateEvent = defineOperation({
  method: "patch",
  path: "/events/{event_id}",
  operationId: "updateEvent",
  tag: "Events",
  summary: "Update an event (any field, status included)",
  body: { schema: EventUpdateInput, required: true },
  success: { status: 200, description: "The updated event", schema: EventSchema },
  errors: [404, 413, 422],
});

export const uploadEventCover = defineOperation({
  method: "put",
  path: "/events/{event_id}/cover",
  operationId: "uploadEventCover",
  tag: "Events",
  summary: "Upload the cover image",
  body: { schema: EventCoverUpload, required: true, multipart: true },
  success: { status: 200, description: "The event with its new cover_url", schema: EventSchema },
  errors: [404, 413, 422],
});
