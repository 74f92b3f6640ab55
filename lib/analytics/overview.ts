import "server-only";

import { limiter, mapLimit } from "@/lib/concurrency";
import type { EventStatus, EventSummary } from "@/lib/contract";
import { toCents } from "@/lib/money";
import { getEventAnalytics } from "@/lib/partner/analytics";
import { listAllEvents } from "@/lib/partner/events";

import { getSalesSeries } from "./sales";
import { sparklinePoints } from "./series";

export const OVERVIEW_SORTS = ["name", "status", "gross", "tickets", "orders"] as const;
export type OverviewSort = (typeof OVERVIEW_SORTS)[number];
export type SortDir = "asc" | "desc";

export type OverviewRow = {
  id: string;
  name: string;
  status: EventStatus;
  producerName: string;
  /** null when the event's analytics could not be read */
  grossCents: number | null;
  tickets: number | null;
  orders: number | null;
};

// GET /events (every page) and GET /events/{id}/analytics per event, at most 4 in flight.
export async function overviewRows(producerId: string | undefined): Promise<OverviewRow[]> {
  const events: EventSummary[] = [];
  for await (const e of listAllEvents({ producer_id: producerId })) events.push(e);
  return mapLimit(events, 4, async (e) => {
    const base = { id: e.id, name: e.name, status: e.status, producerName: e.producer.name };
    try {
      const a = await getEventAnalytics(e.id);
      return { ...base, grossCents: toCents(a.gross_sales), tickets: a.tickets_sold, orders: a.orders_paid };
    } catch {
      return { ...base, grossCents: null, tickets: null, orders: null };
    }
  });
}

export function sortRows(rows: OverviewRow[], sort: OverviewSort, dir: SortDir): OverviewRow[] {
  const key = (r: OverviewRow) =>
    sort === "gross" ? r.grossCents : sort === "tickets" ? r.tickets : sort === "orders" ? r.orders : r[sort];
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return a.name.localeCompare(b.name);
    if (x === null) return 1;
    if (y === null) return -1;
    return (
      (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y))) * sign
    );
  });
}

// Sparklines read each event's paid orders (cache): a few events at a time, whatever the page size.
const sparklineSlot = limiter(3);

/** Gross per day over the event's sales period, for a sparkline. */
export function sparklineOf(eventId: string) {
  return sparklineSlot(async () =>
    sparklinePoints(await getSalesSeries(eventId, { range: "all", unit: "day" })),
  );
}
