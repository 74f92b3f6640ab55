import "server-only";

import { toZonedIso } from "@/lib/dates";
import { listAllTickets } from "@/lib/partner/tickets";

import type { CsvCell } from "./csv-stream";

export const TICKETS_CSV_COLUMNS = [
  "ticket_id",
  "order_id",
  "product_name",
  "holder_name",
  "status",
  "checked_in_at",
];

/**
 * Every ticket of an event (optionally a search), pages fetched with bounded concurrency; check-in times
 * as ISO 8601 with DISPLAY_TZ's offset.
 */
export async function* ticketsCsv(
  eventId: string,
  timeZone: string,
  signal?: AbortSignal,
  q?: string,
): AsyncGenerator<CsvCell[]> {
  for await (const t of listAllTickets(eventId, { q }, { signal, concurrency: 4 }))
    yield [
      t.id,
      t.order_id,
      t.product_name,
      t.holder_name,
      t.status,
      t.checked_in_at ? toZonedIso(t.checked_in_at, timeZone) : null,
    ];
}
