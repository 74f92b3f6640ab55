import { getJson } from "@/lib/get-json";

import type { BulkCancelPreview } from "./bulk-preview";

/** react-query keys of the Orders tab; they carry the event id, so a live sale of the event refreshes them. */
export const orderKeys = {
  bulkPreview: (eventId: string, since: string | null) => ["orders", eventId, "bulk-preview", since] as const,
};

// GET /api/events/{eventId}/orders/bulk-preview?since=YYYY-MM-DD
export const fetchBulkPreview = (eventId: string, since: string | null, signal?: AbortSignal) =>
  getJson<BulkCancelPreview>(
    `/api/events/${encodeURIComponent(eventId)}/orders/bulk-preview${since ? `?since=${encodeURIComponent(since)}` : ""}`,
    signal,
  );
