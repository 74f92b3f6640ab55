import { z } from "zod";

import { DateTimeSchema, DisplayTextSchema, IdSchema, PageQuerySchema } from "./common";

export const TICKET_STATUSES = ["valid", "checked_in", "cancelled", "transferred"] as const;
export const TicketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

export const TicketSchema = z
  .object({
    id: IdSchema,
    order_id: IdSchema,
    product_name: DisplayTextSchema,
    holder_name: DisplayTextSchema,
    status: TicketStatusSchema,
    checked_in_at: DateTimeSchema.nullable(),
  })
  .meta({ id: "Ticket" });
export type Ticket = z.infer<typeof TicketSchema>;

export const EntranceTicketSchema = z
  .object({
    id: IdSchema,
    holder_name: DisplayTextSchema,
    product_name: DisplayTextSchema,
    checked_in: z.boolean(),
    checked_in_at: DateTimeSchema.nullable(),
  })
  .meta({ id: "EntranceTicket" });
export type EntranceTicket = z.infer<typeof EntranceTicketSchema>;

export const ListTicketsQuery = PageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export type ListTicketsQueryInput = z.input<typeof ListTicketsQuery>;
