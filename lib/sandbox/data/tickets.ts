import type { EntranceTicket, Ticket } from "@/lib/partner/schemas/tickets";

import type { tickets } from "../db/schema";

export type TicketRow = typeof tickets.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    order_id: row.orderId,
    product_name: row.productName,
    holder_name: row.holderName,
    status: row.status,
    checked_in_at: iso(row.checkedInAt),
  };
}

export function presentEntranceTicket(row: TicketRow): EntranceTicket {
  return {
    id: row.id,
    holder_name: row.holderName,
    product_name: row.productName,
    checked_in: row.checkedInAt !== null,
    checked_in_at: iso(row.checkedInAt),
  };
}
