import { z } from "zod";

import { EventStatusSchema, LIMITS } from "@/lib/contract";

import { parseProducerParam, ProducerParamSchema } from "./producer";

/**
 * The events list's URL state. Every key falls back to its default on junk (`page=-1`, `status=foo`),
 * so a hand-edited URL never throws. `producer` is the app-wide producer choice (also set by the
 * header switcher); absent means "all producers I can see".
 */
export const PER_PAGE_OPTIONS = [10, 25, 50] as const;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export const EventsUrlSchema = z.object({
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1),
  per_page: z
    .preprocess(
      first,
      z.coerce
        .number()
        .int()
        .refine((n) => (PER_PAGE_OPTIONS as readonly number[]).includes(n)),
    )
    .catch(LIMITS.perPageDefault),
  status: z.preprocess(first, EventStatusSchema.optional()).catch(undefined),
  producer: ProducerParamSchema,
});
export type EventsUrlState = z.infer<typeof EventsUrlSchema>;

type SearchParamsLike = Record<string, string | string[] | undefined> | URLSearchParams;

export function parseEventsUrl(params: SearchParamsLike): EventsUrlState {
  const record = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  return EventsUrlSchema.parse(record);
}

/** Query string for a state, omitting defaults; a filter change resets the page unless it is given. */
export function eventsSearch(state: EventsUrlState, patch: Partial<EventsUrlState> = {}): string {
  const filterChanged = "status" in patch || "producer" in patch || "per_page" in patch;
  const next = { ...state, ...(filterChanged && !("page" in patch) ? { page: 1 } : {}), ...patch };
  const q = new URLSearchParams();
  if (next.producer) q.set("producer", next.producer);
  if (next.status) q.set("status", next.status);
  if (next.page > 1) q.set("page", String(next.page));
  if (next.per_page !== LIMITS.perPageDefault) q.set("per_page", String(next.per_page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

export function eventsHref(state: EventsUrlState, patch: Partial<EventsUrlState> = {}): string {
  return `/events${eventsSearch(state, patch)}`;
}

/** `?producer=` carried on links between pages so the header's producer choice follows the user. */
export function withProducer(path: string, producer: string | null | undefined): string {
  const parsed = parseProducerParam(producer);
  if (!parsed) return path;
  return `${path}${path.includes("?") ? "&" : "?"}producer=${encodeURIComponent(parsed)}`;
}

/** Suspense key: the table re-suspends whenever the query it shows changes. */
export function eventsQueryKey(state: EventsUrlState): string {
  return [state.producer ?? "*", state.status ?? "*", state.page, state.per_page].join("|");
}
