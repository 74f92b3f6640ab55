import { eq } from "drizzle-orm";

import { takeCoupon, releaseCoupon } from "./checkout";
import { inTx, missing, notify, SimulationError, type SimContext } from "./context";
import { holdInventory, orderLines, releaseInventory } from "./inventory";
import { issueTickets } from "./issue";
import type { OrderRow } from "../data/orders";
import { orders } from "../db/schema";
import type { SandboxTx } from "../db/types";

/** The order row, locked for the rest of the transaction so two simulations of one order serialize. */
export async function lockOrder(tx: SandboxTx, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order) throw missing("order");
  return order;
}

/**
 * Payment confirmed: pending (seats already held) or waiting (seats taken now, and they may have sold
 * out meanwhile) becomes paid; tickets are issued and `order.paid` is queued in the same transaction.
 */
export async function confirmPayment(ctx: SimContext, orderId: string): Promise<OrderRow> {
  return inTx(ctx, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.paymentStatus !== "pending" && order.paymentStatus !== "waiting")
      throw new SimulationError(
        "invalid_state",
        `Only pending or waiting orders can be paid (order is ${order.paymentStatus})`,
      );
    if (order.paymentStatus === "waiting") {
      await holdInventory(tx, await orderLines(tx, order.id));
      if (order.couponCode) await takeCoupon(tx, order.eventId, order.couponCode, true);
    }
    const now = ctx.clock.now();
    const [paid] = await tx
      .update(orders)
      .set({ paymentStatus: "paid", paidAt: now, expiresAt: null, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    await issueTickets(tx, ctx, order.id, now);
    await notify(tx, ctx, "order.paid", order.id);
    return paid;
  });
}

/** A reservation or cart lapses: pending seats and the coupon use go back; no webhook (none exists for it). */
export async function expireOrder(ctx: SimContext, orderId: string): Promise<OrderRow> {
  return inTx(ctx, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.paymentStatus !== "pending" && order.paymentStatus !== "waiting")
      throw new SimulationError(
        "invalid_state",
        `Only pending or waiting orders can expire (order is ${order.paymentStatus})`,
      );
    if (order.paymentStatus === "pending") {
      await releaseInventory(tx, await orderLines(tx, order.id));
      if (order.couponCode) await releaseCoupon(tx, order.eventId, order.couponCode);
    }
    const now = ctx.clock.now();
    const [expired] = await tx
      .update(orders)
      .set({ paymentStatus: "expired", expiresAt: order.expiresAt ?? now, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    return expired;
  });
}
