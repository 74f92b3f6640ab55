import "server-only";

import { operations } from "@/lib/contract";
import { paginateAll } from "@/lib/partner/paginate";

import type { CsvCell } from "./csv-stream";

export const TICKETS_CSV_COLUMNS = [
  "ticket_id",
  "order_id",
  "product_name",
  "holder_name",
  "status",
  "checked_in_at",
];

/** Every ticket of an event (optionally a search), pages fetched with bounded concurrency. */
export async function* ticketsCsv(
  eventId: string,
  signal?: AbortSignal,
  q?: string,
): AsyncGenerator<CsvCell[]> {
  const input = { path: { event_id: eventId }, query: q ? { q } : {}, signal };
  for await (const t of paginateAll(operations.listTickets, input, { concurrency: 4 }))
    yield [t.id, t.order_id, t.product_name, t.holder_name, t.status, t.checked_in_at];
}
