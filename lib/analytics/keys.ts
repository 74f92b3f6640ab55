import { getJson } from "@/lib/get-json";

import type { SalesQuery } from "./range";
import type { SalesSeries } from "./series";

/**
 * react-query keys of analytics data. Invalidating `analyticsKeys.event(id)` (e.g. when a webhook says an
 * order of the event was paid or cancelled) refetches every series of that event.
 */
export const analyticsKeys = {
  all: ["analytics"] as const,
  event: (eventId: string) => ["analytics", eventId] as const,
  sales: (eventId: string, { range, unit }: SalesQuery) =>
    ["analytics", eventId, "sales", range, unit] as const,
};

// GET /api/events/{eventId}/sales?range=…&unit=…
export const fetchSales = (eventId: string, query: SalesQuery, signal?: AbortSignal) =>
  getJson<SalesSeries>(
    `/api/events/${encodeURIComponent(eventId)}/sales?${new URLSearchParams(query)}`,
    signal,
  );
