import { z } from "zod";

import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";

/**
 * `/jobs`: newest first by default, `?sort=created_at` orders by start time (the database sorts all rows).
 * Runs nobody started (Palco's own: maintenance, the webhook inbox every few minutes, scheduled reports)
 * are hidden unless `?system=show`.
 */
export const jobsList = defineListParams({
  perPage: [25, 50, 100],
  perPageDefault: 50,
  sort: ["created_at"],
  filters: { system: z.literal("show").optional() },
});
export type JobsListState = StateOf<typeof jobsList>;
