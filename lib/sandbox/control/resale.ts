import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import { MoneyInputSchema } from "@/lib/contract/common";
import { PaymentMethodSchema } from "@/lib/contract/orders";
import { fromCents, toCents } from "@/lib/money";

import type { ControlEnv } from "../context";
import { presentTicket } from "../data/tickets";
import { resaleListings } from "../db/schema";
import { requireUuid } from "../scope";
import { buyResale, listForResale, transferTicket } from "../simulate";
import { loadEvent } from "../simulate/checkout";
import type { ListingRow } from "../simulate/resale";
import { parseJsonBody, parseQuery } from "../validate";
import { simulatedOrder } from "./simulated-order";

/** A holder's moves with a ticket: hand it to someone, or sell it on the event's resale marketplace. */
export const resaleRoutes = new Hono<ControlEnv>();

export function presentListing(row: ListingRow) {
  return {
    id: row.id,
    ticket_id: row.ticketId,
    event_id: row.eventId,
    price: fromCents(row.priceCents),
    status: row.status,
    buyer_order_id: row.buyerOrderId,
    created_at: row.createdAt.toISOString(),
    sold_at: row.soldAt?.toISOString() ?? null,
  };
}
export type ResaleListing = ReturnType<typeof presentListing>;

const TransferInput = z.object({ name: z.string().trim().min(1).max(200), email: z.email() }).strict();

// POST /tickets/{id}/transfer {name, email} — the ticket becomes `transferred`; a new one carries the holder.
resaleRoutes.post("/tickets/:id/transfer", async (c) => {
  const ticketId = requireUuid(c.req.param("id"), "Ticket");
  const to = await parseJsonBody(c, TransferInput);
  const ticket = await transferTicket(c.var.sb, ticketId, to);
  return c.json({ transferred_ticket_id: ticketId, ticket: presentTicket(ticket) }, 201);
});

const ListInput = z.object({ price: MoneyInputSchema }).strict();

// POST /tickets/{id}/resale {price} — a valid ticket of a paid order goes on sale ("150.00", BRL).
resaleRoutes.post("/tickets/:id/resale", async (c) => {
  const ticketId = requireUuid(c.req.param("id"), "Ticket");
  const { price } = await parseJsonBody(c, ListInput);
  return c.json(presentListing(await listForResale(c.var.sb, ticketId, toCents(price))), 201);
});

const ListingsQuery = z
  .object({
    event: z.string().min(1).max(200).optional(),
    status: z.enum(["open", "sold", "withdrawn"]).optional(),
  })
  .strict();

// GET /resale?event=&status= — listings, oldest first.
resaleRoutes.get("/resale", async (c) => {
  const query = parseQuery(c, ListingsQuery);
  const ctx = c.var.sb;
  const event = query.event ? await ctx.db.transaction((tx) => loadEvent(tx, query.event!)) : null;
  const rows = await ctx.db
    .select()
    .from(resaleListings)
    .where(
      and(
        event ? eq(resaleListings.eventId, event.id) : undefined,
        query.status ? eq(resaleListings.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(resaleListings.createdAt), asc(resaleListings.id));
  return c.json({ data: rows.map(presentListing) });
});

const BuyInput = z
  .object({ buyer_email: z.email().optional(), payment_method: PaymentMethodSchema.optional() })
  .strict();

// POST /resale/{listing_id}/buy {buyer_email?, payment_method?} — a paid resale order; `order.paid` is queued.
resaleRoutes.post("/resale/:id/buy", async (c) => {
  const listingId = requireUuid(c.req.param("id"), "Listing");
  const input = await parseJsonBody(c, BuyInput, { optional: true });
  const ctx = c.var.sb;
  const order = await buyResale(ctx, listingId, input.buyer_email ? { email: input.buyer_email } : "new", {
    paymentMethod: input.payment_method,
  });
  return c.json(await simulatedOrder(ctx, order.id), 201);
});
