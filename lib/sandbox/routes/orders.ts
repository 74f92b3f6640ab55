import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";

import { paged } from "@/lib/contract/common";
import {
  CancelOrderInput,
  ListOrdersQuery,
  OrderSchema,
  OrderSummarySchema,
} from "@/lib/contract/orders";

import type { PartnerEnv } from "../context";
import { listOrderRows, orderDetail, orderSummaries } from "../data/orders";
import { orders } from "../db/schema";
import { notFound } from "../errors";
import { respond } from "../respond";
import { requireUuid, resolveEvent } from "../scope";
import { cancelOrder } from "../simulate/cancel";
import { parseJsonBody, parseQuery } from "../validate";

/** Mounted at the API root by app.ts; declare full paths (e.g. `/events/:event_id/...`). */
export const ordersRoutes = new Hono<PartnerEnv>();

const PagedOrders = paged(OrderSummarySchema);

/** The order addressed by the path, which must belong to the (in-scope) event; 404 otherwise. */
async function resolveOrder(c: Context<PartnerEnv>) {
  const event = await resolveEvent(c, c.req.param("event_id")!);
  const orderId = requireUuid(c.req.param("order_id")!, "Order");
  const [row] = await c.var.sb.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.eventId, event.id)))
    .limit(1);
  if (!row) throw notFound("Order");
  return row;
}

// GET /events/{event_id}/orders — newest first; waiting carts and expired reservations are never listed.
ordersRoutes.get("/events/:event_id/orders", async (c) => {
  const event = await resolveEvent(c, c.req.param("event_id"));
  const q = parseQuery(c, ListOrdersQuery);
  const { rows, total } = await listOrderRows(
    c.var.sb.db,
    { eventId: event.id, status: q.payment_status, since: q.since ? new Date(q.since) : undefined },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page },
  );
  const data = await orderSummaries(c.var.sb.db, rows);
  return respond(c, PagedOrders, { data, page: q.page, per_page: q.per_page, total });
});

// GET /events/{event_id}/orders/{order_id}
ordersRoutes.get("/events/:event_id/orders/:order_id", async (c) => {
  const row = await resolveOrder(c);
  return respond(c, OrderSchema, (await orderDetail(c.var.sb.db, row))!);
});

// POST /events/{event_id}/orders/{order_id}/cancel — paid, non-resale orders only; starts the refund.
ordersRoutes.post("/events/:event_id/orders/:order_id/cancel", async (c) => {
  const row = await resolveOrder(c);
  const input = await parseJsonBody(c, CancelOrderInput, { optional: true });
  await cancelOrder(c.var.sb, row.id, { reason: input.reason, by: "producer" });
  return respond(c, OrderSchema, (await orderDetail(c.var.sb.db, row.id))!);
});
