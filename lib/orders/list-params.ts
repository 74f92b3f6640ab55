import { z } from "zod";

import { fromLocalInput } from "@/lib/dates";
import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";

import { ORDER_SORT_KEYS } from "./sort";

export const ORDER_STATUS_FILTERS = ["pending", "paid", "cancelled"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const definition = defineListParams({
  perPage: [25, 50, 100],
  sort: ORDER_SORT_KEYS,
  filters: {
    /** "attention": cancelled orders whose refund needs manual handling (status does not apply). */
    view: z.literal("attention").optional(),
    status: z.enum(ORDER_STATUS_FILTERS).optional(),
    /** Search: buyer name, e-mail or document (through the tickets search) or a short order code. */
    q: z.string().trim().max(200).default(""),
    /** A day (YYYY-MM-DD) in DISPLAY_TZ: orders created at or after its start. */
    since: z
      .string()
      .regex(DAY)
      .refine((d) => fromLocalInput(`${d}T00:00`, "UTC") !== null)
      .optional(),
  },
});

/** The Orders tab (`/events/<id>/orders`): filters, sortable columns, 25/50/100 per page. */
export const ordersList = {
  ...definition,
  parse: (params: Parameters<typeof definition.parse>[0]) => {
    const state = definition.parse(params);
    return state.view ? { ...state, status: undefined } : state;
  },
};
export type OrdersListState = StateOf<typeof definition>;

/** The `since` day as the UTC instant of its midnight in `timeZone` (what the API's `since` takes). */
export function sinceInstant(day: string | undefined, timeZone: string): string | undefined {
  return day ? (fromLocalInput(`${day}T00:00`, timeZone) ?? undefined) : undefined;
}
