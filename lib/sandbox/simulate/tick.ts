import { and, asc, inArray, isNotNull, lte } from "drizzle-orm";

import { SimulationError, type SimContext } from "./context";
import { expireOrder } from "./payment";
import { completeDueRefunds } from "./refunds";
import { orders } from "../db/schema";

/** Expires pending orders and carts whose deadline passed (by the sandbox clock); returns how many. */
async function expireOverdueOrders(ctx: SimContext, limit = 200): Promise<number> {
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, ["pending", "waiting"]),
        isNotNull(orders.expiresAt),
        lte(orders.expiresAt, ctx.clock.now()),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  let expired = 0;
  for (const { id } of due) {
    try {
      await expireOrder(ctx, id);
      expired++;
    } catch (err) {
      // Paid or expired by someone else between the scan and the lock.
      if (!(err instanceof SimulationError)) throw err;
    }
  }
  return expired;
}

/**
 * One beat of the platform's background work, for the worker loop (and the control API): lapsed
 * reservations release their seats, due refunds complete and send `order.refunded`.
 */
export async function simulatorTick(ctx: SimContext): Promise<{ expired: number; refunded: number }> {
  const expired = await expireOverdueOrders(ctx);
  const refunded = await completeDueRefunds(ctx);
  return { expired, refunded };
}
