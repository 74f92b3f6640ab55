import { z } from "zod";

import { monthIn } from "@/lib/dates";
import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";
import { ProducerParamSchema } from "@/lib/url-state/producer";

import { BIRTHDAY_SORT_KEYS, BUYER_SORT_KEYS, SUPPRESSION_SORT_KEYS } from "./sort";

/** Trimmed and cut to `max`; blank reads as absent. */
const text = (max: number) =>
  z
    .string()
    .transform((s) => s.trim().slice(0, max) || undefined)
    .optional();
const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

/**
 * The Buyers section's lists. Each reads `?producer=` (the header's choice, resolved against the user's
 * producers by `buyersPage`) beside its own filters. The API sends every buyers list whole (no pages):
 * `perPage: []`, so a sort orders all rows and there is no pager.
 */
const producer = ProducerParamSchema;

/** `/buyers`: the best buyers, `limit` 1..50 of them (10 when absent). */
export const bestBuyersList = defineListParams({
  perPage: [],
  sort: BUYER_SORT_KEYS,
  filters: { producer, limit: intIn(1, 50) },
});
export const BEST_BUYERS_LIMITS = [10, 25, 50] as const;

/** `/buyers/birthdays`: `month` 1..12 (the current month when absent), `tag`. */
export const birthdaysList = defineListParams({
  perPage: [],
  sort: BIRTHDAY_SORT_KEYS,
  filters: { producer, month: intIn(1, 12), tag: text(30) },
});

/** `/buyers/search`: `q` (sent when 2+ characters), `tag`. */
export const buyerSearchList = defineListParams({
  perPage: [],
  sort: BUYER_SORT_KEYS,
  filters: { producer, q: text(200), tag: text(30) },
});

/** `/buyers/suppression`. */
export const suppressionList = defineListParams({
  perPage: [],
  sort: SUPPRESSION_SORT_KEYS,
  filters: { producer },
});

/** Pages with no list of their own (a buyer's profile, a campaign's report): the producer only. */
export const buyersPageParams = defineListParams({ perPage: [], filters: { producer } });

export type BestBuyersState = StateOf<typeof bestBuyersList>;
export type BirthdaysState = StateOf<typeof birthdaysList>;
export type BuyerSearchState = StateOf<typeof buyerSearchList>;
export type SuppressionState = StateOf<typeof suppressionList>;

/** The current month (1..12) in the display zone, the month birthday lists open on. */
export function currentMonth(timeZone: string, now = new Date()): number {
  return monthIn(timeZone, now);
}
