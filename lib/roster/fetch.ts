import "server-only";

import { cache } from "react";

import { LIMITS, operations, type OrderSummary, type Ticket } from "@/lib/contract";
import { fetchPage, paginateAll } from "@/lib/partner/paginate";
import { remembered } from "@/lib/remembered";

import { buildRoster, hasTourneyField, type Roster } from "./build";

// A "yes" stays true (orders keep their tournament field); a "no" can flip with the first such order.
const KEEP_YES_MS = 10 * 60_000;
const KEEP_NO_MS = 30_000;

/**
 * Whether the workspace shows the Roster tab: the newest page of orders carries the tournament field.
 * Every workspace page asks, and reading 100 orders was one more Partner call on every view, so
 * the answer is kept across requests (per event, the same for every user; callers check scope first).
 * Concurrent asks share one call, so React's per-request cache() would add nothing.
 */
export const hasTourneyData: (eventId: string) => Promise<boolean> = remembered(
  async (eventId: string) => {
    const page = await fetchPage(operations.listOrders, {
      path: { event_id: eventId },
      query: { per_page: LIMITS.perPageMax },
    });
    return hasTourneyField(page.data);
  },
  { keepMs: (yes) => (yes ? KEEP_YES_MS : KEEP_NO_MS) },
);

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** Every paid order and every ticket of the event (pages fetched 4 at a time), folded into the roster. */
export const getRoster = cache(async (eventId: string): Promise<Roster & { hasTourney: boolean }> => {
  const path = { event_id: eventId };
  const [orders, tickets] = await Promise.all([
    collect<OrderSummary>(paginateAll(operations.listOrders, { path, query: { payment_status: "paid" } })),
    collect<Ticket>(paginateAll(operations.listTickets, { path, query: {} })),
  ]);
  return { ...buildRoster(orders, tickets), hasTourney: hasTourneyField(orders) };
});
