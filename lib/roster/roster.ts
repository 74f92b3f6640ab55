import "server-only";

import { cache } from "react";

import { LIMITS, type OrderSummary, type Ticket } from "@/lib/contract";
import { listAllOrders, listOrders } from "@/lib/partner/orders";
import { listAllTickets } from "@/lib/partner/tickets";
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
    const page = await listOrders(eventId, { per_page: LIMITS.perPageMax });
    return hasTourneyField(page.data);
  },
  { keepMs: (yes) => (yes ? KEEP_YES_MS : KEEP_NO_MS) },
);

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/**
 * Every paid order and every ticket of the event (pages fetched 4 at a time), folded into the roster,
 * ordered for the reader's `locale`.
 */
export const getRoster = cache(
  async (eventId: string, locale: string): Promise<Roster & { hasTourney: boolean }> => {
    const [orders, tickets] = await Promise.all([
      collect<OrderSummary>(listAllOrders(eventId, { payment_status: "paid" })),
      collect<Ticket>(listAllTickets(eventId)),
    ]);
    return { ...buildRoster(orders, tickets, locale), hasTourney: hasTourneyField(orders) };
  },
);
