import { z } from "zod";

import { paged } from "@/lib/contract/common";
import {
  EventCreateInput,
  EventSchema,
  EventSummarySchema,
  EventUpdateInput,
  ListEventsQuery,
} from "@/lib/contract/events";
import { PartnerMeSchema } from "@/lib/contract/me";

import type { OperationSpec } from "./types";

const CoverUpload = z.object({
  file: z.string().meta({ format: "binary", description: "JPEG, PNG or WebP, at most 5 MB" }),
});

export const eventOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/me",
    operationId: "getMe",
    tag: "Auth",
    summary: "The key's integration name and producers",
    success: { status: 200, description: "Integration scope", schema: PartnerMeSchema },
  },
  {
    method: "get",
    path: "/events",
    operationId: "listEvents",
    tag: "Events",
    summary: "List events",
    query: ListEventsQuery,
    success: { status: 200, description: "A page of events", schema: paged(EventSummarySchema) },
    errors: [422],
  },
  {
    method: "post",
    path: "/events",
    operationId: "createEvent",
    tag: "Events",
    summary: "Create an event (starts as draft)",
    body: { schema: EventCreateInput, required: true },
    success: { status: 201, description: "The created event", schema: EventSchema },
    errors: [413, 422],
  },
  {
    method: "get",
    path: "/events/{event_id}",
    operationId: "getEvent",
    tag: "Events",
    summary: "Read an event",
    success: { status: 200, description: "The event", schema: EventSchema },
    errors: [404],
  },
  {
    method: "patch",
    path: "/events/{event_id}",
    operationId: "updateEvent",
    tag: "Events",
    summary: "Update an event (any field, status included)",
    body: { schema: EventUpdateInput, required: true },
    success: { status: 200, description: "The updated event", schema: EventSchema },
    errors: [404, 413, 422],
  },
  {
    method: "put",
    path: "/events/{event_id}/cover",
    operationId: "uploadEventCover",
    tag: "Events",
    summary: "Upload the cover image",
    body: { schema: CoverUpload, required: true, multipart: true },
    success: { status: 200, description: "The event with its new cover_url", schema: EventSchema },
    errors: [404, 413, 422],
  },
];
