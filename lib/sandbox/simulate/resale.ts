import { and, eq } from "drizzle-orm";

import type { PaymentMethod } from "@/lib/contract/orders";

import { resolveBuyer, type BuyerInput } from "./buyers";
import { checkPaymentOptions } from "./checkout";
import { inTx, missing, newId, notify, SimulationError, type SimContext } from "./context";
import { cpfOrNull, generateCpf, generateRg } from "./documents";
import { streamFrom } from "./people";
import { priceOrder } from "./pricing";
import { lockTicket, moveTicket } from "./tickets";
import { tourneySnapshot } from "./tourney";
import type { OrderRow } from "../data/orders";
import { events, holders, orderItems, orders, resaleListings } from "../db/schema";
import type { SandboxTx } from "../db/types";

export type ListingRow = typeof resaleListings.$inferSelect;

async function resaleEvent(tx: SandboxTx, eventId: string) {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw missing("event");
  if (!event.resaleEnabled)
    throw new SimulationError("resale_disabled", "Resale is not enabled for this event");
  return event;
}

/** A holder offers a valid ticket of a paid order on the event's resale marketplace. */
export async function listForResale(
  ctx: SimContext,
  ticketId: string,
  priceCents: number,
): Promise<ListingRow> {
  if (!Number.isSafeInteger(priceCents) || priceCents < 1)
    throw new SimulationError("invalid_price", "Price must be a positive integer amount of cents");
  return inTx(ctx, async (tx) => {
    const { ticket, orderStatus } = await lockTicket(tx, ticketId);
    await resaleEvent(tx, ticket.eventId);
    if (orderStatus !== "paid" || ticket.status !== "valid")
      throw new SimulationError(
        "invalid_state",
        `Only valid tickets of paid orders can be listed (ticket is ${ticket.status})`,
      );
    const [open] = await tx
      .select({ id: resaleListings.id })
      .from(resaleListings)
      .where(and(eq(resaleListings.ticketId, ticket.id), eq(resaleListings.status, "open")))
      .limit(1);
    if (open) throw new SimulationError("already_listed", "This ticket is already listed for resale");
    const [listing] = await tx
      .insert(resaleListings)
      .values({
        id: newId(ctx),
        ticketId: ticket.id,
        eventId: ticket.eventId,
        priceCents,
        createdAt: ctx.clock.now(),
      })
      .returning();
    return listing;
  });
}

/**
 * Someone buys a listed ticket: a paid `is_resale` order at the listing price (plus the event's fee),
 * the seller's ticket becomes `transferred`, the buyer gets a new one, and `order.paid` is queued.
 * The seat was already counted as sold, so inventory does not move.
 */
export async function buyResale(
  ctx: SimContext,
  listingId: string,
  buyerInput: BuyerInput,
  opts: { paymentMethod?: PaymentMethod } = {},
): Promise<OrderRow> {
  return inTx(ctx, async (tx) => {
    const [listing] = await tx
      .select()
      .from(resaleListings)
      .where(eq(resaleListings.id, listingId))
      .for("update")
      .limit(1);
    if (!listing) throw missing("listing");
    if (listing.status !== "open")
      throw new SimulationError("listing_closed", `Listing is ${listing.status}`);
    const event = await resaleEvent(tx, listing.eventId);
    const method = opts.paymentMethod ?? "pix";
    checkPaymentOptions(event, method, 0);
    const { ticket, orderStatus } = await lockTicket(tx, listing.ticketId);
    if (orderStatus !== "paid" || ticket.status !== "valid" || !ticket.productId)
      throw new SimulationError("invalid_state", "The listed ticket is no longer valid");
    const buyer = await resolveBuyer(tx, ctx, buyerInput, event.producerId);
    const now = ctx.clock.now();
    const orderId = newId(ctx);
    const price = priceOrder([{ unitPriceCents: listing.priceCents, quantity: 1 }], {
      coupon: null,
      feeBps: event.feeBps,
      tipCents: 0,
    });
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        eventId: event.id,
        buyerId: buyer.id,
        paymentStatus: "paid",
        paymentMethod: method,
        ...price,
        tourney: tourneySnapshot(event, [ticket.productId], undefined, buyer),
        isResale: true,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const itemId = newId(ctx);
    await tx.insert(orderItems).values({
      id: itemId,
      orderId,
      productId: ticket.productId,
      productName: ticket.productName ?? "Ingresso",
      quantity: 1,
      unitPriceCents: listing.priceCents,
    });
    const next = streamFrom(`${orderId}:0:0`);
    await tx.insert(holders).values({
      id: newId(ctx),
      orderItemId: itemId,
      name: buyer.name ?? buyer.email,
      documentCpf: event.askForCpf ? (cpfOrNull(buyer.document) ?? generateCpf(next)) : null,
      documentRg: event.askForRg ? generateRg(next) : null,
    });
    await moveTicket(tx, ctx, ticket, { orderId, name: buyer.name, email: buyer.email });
    await tx
      .update(resaleListings)
      .set({ status: "sold", soldAt: now, buyerOrderId: orderId })
      .where(eq(resaleListings.id, listing.id));
    await notify(tx, ctx, "order.paid", orderId);
    return order;
  });
}
