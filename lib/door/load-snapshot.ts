import "server-only";

import { listEntranceTickets } from "@/lib/partner/tickets";

import { toDoorRows, type DoorSnapshot } from "./snapshot";

/** The door list as the browser caches it, stamped with the instant it was read. */
export async function getDoorSnapshot(eventId: string): Promise<DoorSnapshot> {
  const tickets = await listEntranceTickets(eventId);
  return { eventId, fetchedAt: new Date().toISOString(), rows: toDoorRows(tickets) };
}
