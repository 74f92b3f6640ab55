import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";

import { operations } from "@/lib/contract/operations";

import type { PartnerEnv } from "../context";
import { eventTourneyColumns, listOrderRows, orderDetail, orderSummaries } from "../data/orders";
import { events, orders, refunds } from "../db/schema";
import { notFound } from "../errors";
import { implement } from "../implement";
import { eventInScope, isUuid, resolveEvent } from "../scope";
import { cancelOrder } from "../simulate/cancel";

/** Mounted at the API root by app.ts. */
export const ordersRoutes = new Hono<PartnerEnv>();

/**
 * The order addressed by the path, which must belong to the (in-scope) event, read in one query with
 * its event's tourney setting and its refund; 404 otherwise, "Event" when the event is what is missing.
 */
async function resolveOrder(c: Context<PartnerEnv>, params: { event_id: string; order_id: string }) {
  if (c.var.auth.producerIds.length && isUuid(params.order_id)) {
    const [found] = await c.var.sb.db
      .select({
        row: orders,
        event: eventTourneyColumns,
        refund: refunds,
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .leftJoin(refunds, eq(refunds.orderId, orders.id))
      .where(and(eq(orders.id, params.order_id.toLowerCase()), eventInScope(c, params.event_id)))
      .limit(1);
    if (found) return { row: found.row, known: { event: found.event, refund: found.refund } };
  }
  await resolveEvent(c, params.event_id);
  throw notFound("Order");
}

// GET /events/{event_id}/orders — newest first; waiting carts and expired reservations are never listed.
implement(ordersRoutes, operations.listOrders, async (c, req) => {
  const event = await resolveEvent(c, req.params.event_id);
  const q = req.query();
  const { rows, total } = await listOrderRows(
    c.var.sb.db,
    { eventId: event.id, status: q.payment_status, since: q.since ? new Date(q.since) : undefined },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page },
  );
  const data = await orderSummaries(c.var.sb.db, rows, { event });
  return { data, page: q.page, per_page: q.per_page, total };
});

// GET /events/{event_id}/orders/{order_id}
implement(ordersRoutes, operations.getOrder, async (c, { params }) => {
  const { row, known } = await resolveOrder(c, params);
  return (await orderDetail(c.var.sb.db, row, known))!;
});

// POST /events/{event_id}/orders/{order_id}/cancel — paid, non-resale orders only; starts the refund.
implement(ordersRoutes, operations.cancelOrder, async (c, req) => {
  const { row } = await resolveOrder(c, req.params);
  const input = await req.body();
  await cancelOrder(c.var.sb, row.id, { reason: input.reason, by: "producer" });
  return (await orderDetail(c.var.sb.db, row.id))!;
});
