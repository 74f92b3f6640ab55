import "server-only";

import { limiter, mapLimit } from "@/lib/concurrency";
import type { EventStatus, EventSummary } from "@/lib/contract";
import { env } from "@/lib/env";
import { toCents } from "@/lib/money";
import { getEventAnalytics } from "@/lib/partner/analytics";
import { listAllEvents } from "@/lib/partner/events";
import { collectAll } from "@/lib/partner/every-item";

import { getSalesSeries } from "./sales";
import { sparklinePoints } from "./series";

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

/** Events the overview reads at most (each costs an analytics call); past it the overview says it is partial. */
export const OVERVIEW_MAX_EVENTS = 2_000;

export function overviewCeiling(): number {
  return Math.min(OVERVIEW_MAX_EVENTS, env().PARTNER_LIST_MAX_ITEMS);
}

// GET /events (every page, up to the ceiling) and GET /events/{id}/analytics per event, at most 4 in flight.
export async function overviewRows(
  producerId: string | undefined,
): Promise<{ rows: OverviewRow[]; partial: boolean }> {
  const read = listAllEvents({ producer_id: producerId }, { ceiling: overviewCeiling(), atCeiling: "stop" });
  const { items, partial } = await collectAll(read);
  // An event listed twice (pages that shifted or repeat) is one row and one analytics call.
  const events = [...new Map(items.map((e): [string, EventSummary] => [e.id, e])).values()];
  const rows = await mapLimit(events, 4, async (e) => {
    const base = { id: e.id, name: e.name, status: e.status, producerName: e.producer.name };
    try {
      const a = await getEventAnalytics(e.id);
      return { ...base, grossCents: toCents(a.gross_sales), tickets: a.tickets_sold, orders: a.orders_paid };
    } catch {
      return { ...base, grossCents: null, tickets: null, orders: null };
    }
  });
  return { rows, partial };
}

// Sparklines read each event's paid orders (cache): a few events at a time, whatever the page size.
const sparklineSlot = limiter(3);

/** Gross per day over the event's sales period, for a sparkline. */
export function sparklineOf(eventId: string) {
  return sparklineSlot(async () =>
    sparklinePoints(await getSalesSeries(eventId, { range: "all", unit: "day" })),
  );
}
