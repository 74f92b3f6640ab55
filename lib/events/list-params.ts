import { EventStatusSchema } from "@/lib/contract";
import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";
import { ProducerParamSchema } from "@/lib/url-state/producer";

import { EVENT_SORT_KEYS } from "./sort";

/** `/events`: `?producer=` (the header's choice), `?status=`, sortable columns, 10/25/50 per page. */
export const eventsList = defineListParams({
  perPage: [10, 25, 50],
  sort: EVENT_SORT_KEYS,
  filters: { producer: ProducerParamSchema, status: EventStatusSchema.optional() },
});
export type EventsListState = StateOf<typeof eventsList>;

export const EVENTS_PATH = "/events";
