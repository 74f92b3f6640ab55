import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";

/** `/jobs`: newest first by default, `?sort=created_at` orders by start time (the database sorts all rows). */
export const jobsList = defineListParams({
  perPage: [25, 50, 100],
  perPageDefault: 50,
  sort: ["created_at"],
});
export type JobsListState = StateOf<typeof jobsList>;
