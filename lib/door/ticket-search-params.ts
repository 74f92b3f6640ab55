import { z } from "zod";

import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";

/**
 * `/events/<id>/door/tickets`: `?q=` (upstream search over holder name, e-mail and document) and the
 * page, 50 tickets each. No sort: the API orders a search and has no sort parameter.
 */
export const ticketSearchList = defineListParams({
  perPage: [50],
  perPageDefault: 50,
  filters: { q: z.string().trim().max(200).default("") },
});
export type TicketSearchState = StateOf<typeof ticketSearchList>;
