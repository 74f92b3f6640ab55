import { and, eq, type SQL } from "drizzle-orm";
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
import { events, orders } from "../db/schema";
import { notFound } from "../errors";
import { implement } from "../implement";
import { eventInScope, isUuid, resolveEvent } from "../scope";
import { cancelOrder } from "../simulate/cancel";

/** Mounted at the API root by app.ts. */
export const ordersRoutes = new Hono<PartnerEnv>();

/**
 * The order addressed by the path, read by `read` with the condition that it belongs to the (in-scope)
 * event (a condition on `events`: `read` joins it); 404 otherwise, "Event" when the event is what is
 * missing. The caller chooses what to read: the detail everything its answer holds, in one query; the
 * cancel only the id.
 */
async function resolveOrder<T>(
  c: Context<PartnerEnv>,
  params: { event_id: string; order_id: string },
  read: (where: SQL | undefined) => Promise<T[]>,
): Promise<T> {
  if (c.var.auth.producerIds.length && isUuid(params.order_id)) {
    const [found] = await read(
      and(eq(orders.id, params.order_id.toLowerCase()), eventInScope(c, params.event_id)),
    );
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
  const found = await resolveOrder(c, params, (where) =>
    selectOrderDetail(c.var.sb.db).where(where).limit(1),
  );
  return presentOrderDetail(found);
});

// POST /events/{event_id}/orders/{order_id}/cancel — paid, non-resale orders only; starts the refund.
implement(ordersRoutes, operations.cancelOrder, async (c, req) => {
  const { id } = await resolveOrder(c, req.params, (where) =>
    c.var.sb.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(where)
      .limit(1),
  );
  const input = await req.body();
  await cancelOrder(c.var.sb, id, { reason: input.reason, by: "producer" });
  return (await orderDetail(c.var.sb.db, id))!;
});
