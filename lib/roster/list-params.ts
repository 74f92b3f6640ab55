import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";

import { ROSTER_SORT_KEYS } from "./sort";

/** `/events/<id>/roster`: one sort for every team's table; the roster is built whole (no pages). */
export const rosterList = defineListParams({ perPage: [], sort: ROSTER_SORT_KEYS });
export type RosterListState = StateOf<typeof rosterList>;
