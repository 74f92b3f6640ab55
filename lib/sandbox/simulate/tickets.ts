import { eq } from "drizzle-orm";

import { inTx, missing, newId, SimulationError, type SimContext } from "./context";
import type { TicketRow } from "../data/tickets";
import { orders, tickets } from "../db/schema";
import type { SandboxTx } from "../db/types";

/** The ticket and its order's status, locked so a check-in and a transfer of one ticket serialize. */
export async function lockTicket(tx: SandboxTx, ticketId: string) {
  const [row] = await tx
    .select({ ticket: tickets, orderStatus: orders.paymentStatus })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.id, ticketId))
    .for("update", { of: tickets })
    .limit(1);
  if (!row) throw missing("ticket");
  return row;
}

function requireValid(ticket: TicketRow, orderStatus: string, action: string): void {
  if (orderStatus !== "paid")
    throw new SimulationError("invalid_state", `Cannot ${action}: the order is ${orderStatus}`);
  if (ticket.status !== "valid")
    throw new SimulationError("invalid_state", `Cannot ${action}: the ticket is ${ticket.status}`);
}

/** The holder arrives at the door: a valid ticket of a paid order becomes checked_in, once. */
export async function checkIn(ctx: SimContext, ticketId: string): Promise<TicketRow> {
  return inTx(ctx, async (tx) => {
    const { ticket, orderStatus } = await lockTicket(tx, ticketId);
    requireValid(ticket, orderStatus, "check in");
    const [done] = await tx
      .update(tickets)
      .set({ status: "checked_in", checkedInAt: ctx.clock.now() })
      .where(eq(tickets.id, ticket.id))
      .returning();
    return done;
  });
}

/**
 * The holder hands the ticket to someone else: the old ticket is `transferred` and a new valid one in
 * the same order carries the new holder (the seat count does not change).
 */
export async function transferTicket(
  ctx: SimContext,
  ticketId: string,
  to: { name: string; email: string },
): Promise<TicketRow> {
  if (!to.name.trim() || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to.email))
    throw new SimulationError("invalid_holder", "A name and a valid e-mail are required");
  return inTx(ctx, async (tx) => {
    const { ticket, orderStatus } = await lockTicket(tx, ticketId);
    requireValid(ticket, orderStatus, "transfer");
    return moveTicket(tx, ctx, ticket, {
      orderId: ticket.orderId,
      name: to.name.trim(),
      email: to.email.trim(),
    });
  });
}

/** Marks `ticket` transferred and issues its replacement (transfers and resales share this). */
export async function moveTicket(
  tx: SandboxTx,
  ctx: SimContext,
  ticket: TicketRow,
  to: { orderId: string; name: string | null; email: string },
): Promise<TicketRow> {
  await tx.update(tickets).set({ status: "transferred" }).where(eq(tickets.id, ticket.id));
  const [created] = await tx
    .insert(tickets)
    .values({
      id: newId(ctx),
      orderId: to.orderId,
      eventId: ticket.eventId,
      productId: ticket.productId,
      productName: ticket.productName,
      holderName: to.name,
      holderEmail: to.email,
      holderDocument: null,
      status: "valid",
      createdAt: ctx.clock.now(),
    })
    .returning();
  return created;
}
