import { isIdOrSlug, LIMITS, type EventStatus } from "@/lib/contract/constants";

/**
 * Links between list states, without zod so client components can build them. Parsing `searchParams`
 * lives in ./events-parse (server side): every key falls back to its default on junk.
 */
export const PER_PAGE_OPTIONS = [10, 25, 50] as const;

/** `producer` is the app-wide producer choice (header switcher); absent means "all producers I can see". */
export type EventsUrlState = {
  page: number;
  per_page: number;
  status?: EventStatus;
  producer?: string;
};

/** Query string for a state, omitting defaults; a filter change resets the page unless it is given. */
function eventsSearch(state: EventsUrlState, patch: Partial<EventsUrlState> = {}): string {
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
  if (!isIdOrSlug(producer)) return path;
  return `${path}${path.includes("?") ? "&" : "?"}producer=${encodeURIComponent(producer)}`;
}

/** Suspense key: the table re-suspends whenever the query it shows changes. */
export function eventsQueryKey(state: EventsUrlState): string {
  return [state.producer ?? "*", state.status ?? "*", state.page, state.per_page].join("|");
}
