import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";
import { ProducerParamSchema } from "@/lib/url-state/producer";

import { OVERVIEW_SORT_KEYS } from "./sort";

/**
 * `/analytics`: `?producer=` (the header's choice) and the sortable columns. Every event is read to sort
 * (gross needs each one's analytics), so the pages are large: the overview is meant to be seen whole.
 */
export const overviewList = defineListParams({
  perPage: [25, 50, 100],
  perPageDefault: 100,
  sort: OVERVIEW_SORT_KEYS,
  filters: { producer: ProducerParamSchema },
});
export type OverviewListState = StateOf<typeof overviewList>;
