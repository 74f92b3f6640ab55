import "server-only";

import { cache } from "react";

import { LIMITS, operations, type OrderSummary, type Ticket } from "@/lib/contract";
import { fetchPage, paginateAll } from "@/lib/partner/paginate";

import { buildRoster, hasTourneyField, type Roster } from "./build";

/**
 * Whether the workspace shows the Roster tab: the newest page of orders carries the tournament field.
 * One request per page view (memoised); the roster page itself reads every order.
 */
export const hasTourneyData = cache(async (eventId: string): Promise<boolean> => {
  const page = await fetchPage(operations.listOrders, {
    path: { event_id: eventId },
    query: { per_page: LIMITS.perPageMax },
  });
  return hasTourneyField(page.data);
});

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
