import "server-only";

import { listAllTickets } from "@/lib/partner/tickets";

import type { CsvCell, CsvColumn } from "./csv-stream";

export const TICKETS_CSV_COLUMNS: CsvColumn[] = [
  "ticket_id",
  "order_id",
  "product_name",
  "holder_name",
  { key: "status", values: "ticketStatus" },
  { key: "checked_in_at", type: "datetime" },
];

/** Every ticket of an event (optionally a search), pages fetched with bounded concurrency. */
export async function* ticketsCsv(
  eventId: string,
  signal?: AbortSignal,
  q?: string,
): AsyncGenerator<CsvCell[]> {
  for await (const t of listAllTickets(eventId, { q }, { signal, concurrency: 4 }))
    yield [t.id, t.order_id, t.product_name, t.holder_name, t.status, t.checked_in_at];
}
