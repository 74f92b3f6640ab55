import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";

import { operations } from "@/lib/contract/operations";

import type { PartnerEnv } from "../context";
import {
  listOrders,
  orderDetail,
  presentOrderDetail,
  presentSummaries,
  selectOrderDetail,
} from "../data/orders";
import { orders } from "../db/schema";
import { notFound } from "../errors";
import { implement } from "../implement";
import { eventInScope, isUuid, resolveEvent } from "../scope";
import { cancelOrder } from "../simulate/cancel";

/** Mounted at the API root by app.ts. */
export const ordersRoutes = new Hono<PartnerEnv>();

/**
 * The order addressed by the path, which must belong to the (in-scope) event, read in one query with
 * everything its answer holds; 404 otherwise, "Event" when the event is what is missing.
 */
async function resolveOrder(c: Context<PartnerEnv>, params: { event_id: string; order_id: string }) {
  if (c.var.auth.producerIds.length && isUuid(params.order_id)) {
    const [found] = await selectOrderDetail(c.var.sb.db)
      .where(and(eq(orders.id, params.order_id.toLowerCase()), eventInScope(c, params.event_id)))
      .limit(1);
    if (found) return found;
  }
  await resolveEvent(c, params.event_id);
  throw notFound("Order");
}

// GET /events/{event_id}/orders — newest first; waiting carts and expired reservations are never listed.
implement(ordersRoutes, operations.listOrders, async (c, req) => {
  const event = await resolveEvent(c, req.params.event_id);
  const q = req.query();
  const { found, total } = await listOrders(
    c.var.sb.db,
    { eventId: event.id, status: q.payment_status, since: q.since ? new Date(q.since) : undefined },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page },
  );
  const data = await presentSummaries(c.var.sb.db, found, event);
  return { data, page: q.page, per_page: q.per_page, total };
});

// GET /events/{event_id}/orders/{order_id}
implement(ordersRoutes, operations.getOrder, async (c, { params }) => {
  return presentOrderDetail(await resolveOrder(c, params));
});

// POST /events/{event_id}/orders/{order_id}/cancel — paid, non-resale orders only; starts the refund.
implement(ordersRoutes, operations.cancelOrder, async (c, req) => {
  const { order } = await resolveOrder(c, req.params);
  const input = await req.body();
  await cancelOrder(c.var.sb, order.id, { reason: input.reason, by: "producer" });
  return (await orderDetail(c.var.sb.db, order.id))!;
});
