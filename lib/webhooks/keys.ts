import type { InboxRow } from "@/lib/db/schema/webhooks";
import { getJson } from "@/lib/get-json";

export const CONSOLE_FILTERS = [
  "all",
  "applied",
  "pending",
  "duplicates",
  "bad_signature",
  "rejected",
  "unknown",
  "failed",
  "backfill",
] as const;
export type ConsoleFilter = (typeof CONSOLE_FILTERS)[number];
export const CONSOLE_PAGE_SIZE = 50;

/** The console's URL: a filter and `before`, the keyset cursor `<received_at ISO>|<id>` of the last row shown. */
export type ConsoleParams = { filter: ConsoleFilter; before: string | null };

/** The delivery console as GET /api/webhooks/console sends it (dates as ISO strings). */
export type DeliveryStats = {
  received: number;
  applied: number;
  pending: number;
  failed: number;
  duplicates: number;
  badSignatures: number;
  otherRejected: number;
  unknownTypes: number;
  backfilled: number;
  ackP50: number | null;
  ackP95: number | null;
  lastDeliveryAt: string | null;
};
export type DeliveryRow = {
  id: string;
  receivedAt: string;
  ackMs: number | null;
  type: string | null;
  status: InboxRow["status"];
  duplicates: number;
  cause: string | null;
  orderId: string | null;
  amount: string | null;
  orderStatus: string | null;
};
export type DeliveryConsole = { stats: DeliveryStats; rows: DeliveryRow[] };

/** A `before` cursor's parts; null unless it names a valid instant and an id. */
export function splitCursor(before: string | null | undefined): { at: Date; id: string } | null {
  const [at, id] = (before ?? "").split("|");
  const date = at ? new Date(at) : null;
  return date && !Number.isNaN(date.getTime()) && id ? { at: date, id } : null;
}

/** Junk in the URL falls back to the first page of every delivery. */
export function parseConsoleParams(search: URLSearchParams): ConsoleParams {
  const f = search.get("filter") ?? "";
  const filter = (CONSOLE_FILTERS as readonly string[]).includes(f) ? (f as ConsoleFilter) : "all";
  const before = search.get("before");
  return { filter, before: splitCursor(before) ? before : null };
}

export function consoleSearch({ filter, before }: ConsoleParams): URLSearchParams {
  return new URLSearchParams({ ...(filter === "all" ? {} : { filter }), ...(before ? { before } : {}) });
}

/**
 * react-query keys of the webhook delivery console. Deliveries belong to no producer (an endpoint receives
 * every producer's orders), so the live stream does not invalidate them: the first page refreshes on an
 * interval instead (components/webhooks/delivery-console.tsx).
 */
export const deliveryKeys = {
  console: ({ filter, before }: ConsoleParams) => ["deliveries", "console", filter, before] as const,
};

// GET /api/webhooks/console?filter=…&before=…
export const fetchDeliveryConsole = (params: ConsoleParams, signal?: AbortSignal) =>
  getJson<DeliveryConsole>(`/api/webhooks/console?${consoleSearch(params)}`, signal);
