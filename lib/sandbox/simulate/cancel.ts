import { and, eq, inArray } from "drizzle-orm";

import { inTx, newId, notify, SimulationError, type SimContext } from "./context";
import { releaseInventory } from "./inventory";
import { lockOrder } from "./payment";
import { refundPlan, type RefundRow } from "./refunds";
import type { OrderRow } from "../data/orders";
import { orders, refunds, resaleListings, tickets } from "../db/schema";

export type CancelOptions = {
  reason?: string;
  by?: "producer" | "buyer" | "admin";
  /** Overrides when the refund completes by itself (seeds pin it; null = only by completeRefund). */
  refundCompletesAt?: Date | null;
};

/**
 * A paid order is cancelled (resale orders are refused): its live tickets are cancelled, their seats
 * go back on sale, open resale listings of them are withdrawn, a refund of the amount paid starts, and
 * `order.canceled` is queued with that refund, all in one transaction. A free order has nothing to refund.
 * The coupon use stays counted: the order did happen (only lapsed reservations give it back).
 */
export async function cancelOrder(
  ctx: SimContext,
  orderId: string,
  opts: CancelOptions = {},
): Promise<{ order: OrderRow; refund: RefundRow | null }> {
  if (opts.reason !== undefined && opts.reason.length > 500)
    throw new SimulationError("invalid_reason", "reason: at most 500 characters");
  return inTx(ctx, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.paymentStatus !== "paid")
      throw new SimulationError(
        "not_cancellable",
        `Only paid orders can be cancelled (this order is ${order.paymentStatus})`,
      );
    if (order.isResale)
      throw new SimulationError("resale_not_cancellable", "Resale orders cannot be cancelled");
    const now = ctx.clock.now();
    const [cancelled] = await tx
      .update(orders)
      .set({
        paymentStatus: "cancelled",
        cancelledAt: now,
        cancelReason: opts.reason ?? (opts.by ? `Cancelled by ${opts.by}` : null),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    // Transferred tickets (resold or handed over) are someone else's seat now: they stay as they are.
    const gone = await tx
      .update(tickets)
      .set({ status: "cancelled" })
      .where(and(eq(tickets.orderId, order.id), inArray(tickets.status, ["valid", "checked_in"])))
      .returning({ id: tickets.id, productId: tickets.productId });
    await releaseInventory(
      tx,
      gone.filter((t) => t.productId).map((t) => ({ productId: t.productId!, quantity: 1 })),
    );
    if (gone.length)
      await tx
        .update(resaleListings)
        .set({ status: "withdrawn" })
        .where(
          and(
            inArray(
              resaleListings.ticketId,
              gone.map((t) => t.id),
            ),
            eq(resaleListings.status, "open"),
          ),
        );
    let refund: RefundRow | null = null;
    if (order.amountCents > 0) {
      const plan = refundPlan(order.paymentMethod, now);
      [refund] = await tx
        .insert(refunds)
        .values({
          id: newId(ctx),
          orderId: order.id,
          status: plan.status,
          amountCents: order.amountCents,
          completesAt: opts.refundCompletesAt === undefined ? plan.completesAt : opts.refundCompletesAt,
          createdAt: now,
        })
        .returning();
    }
    await notify(tx, ctx, "order.canceled", order.id, {
      refund: refund ? { status: refund.status, amountCents: refund.amountCents } : undefined,
    });
    return { order: cancelled, refund };
  });
}
