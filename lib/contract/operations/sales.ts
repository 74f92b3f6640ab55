import { EventAnalyticsSchema } from "../analytics";
import { listOf, paged } from "../common";
import { defineOperation } from "../operation";
import { CancelOrderInput, ListOrdersQuery, OrderSchema, OrderSummarySchema } from "../orders";
import { EntranceTicketSchema, ListTicketsQuery, TicketSchema } from "../tickets";

export const listOrders = defineOperation({
  method: "get",
  path: "/events/{event_id}/orders",
  operationId: "listOrders",
  tag: "Orders",
  summary: "List orders, newest first",
  description: "Excludes unpaid carts (waiting) and expired reservations.",
  query: ListOrdersQuery,
  success: { status: 200, description: "A page of orders", schema: paged(OrderSummarySchema) },
  errors: [404, 422],
});

export const getOrder = defineOperation({
  method: "get",
  path: "/events/{event_id}/orders/{order_id}",
  operationId: "getOrder",
  tag: "Orders",
  summary: "Read an order with items, buyer, tickets and refund",
  success: { status: 200, description: "The order", schema: OrderSchema },
  errors: [404],
});

export const cancelOrder = defineOperation({
  method: "post",
  path: "/events/{event_id}/orders/{order_id}/cancel",
  operationId: "cancelOrder",
  tag: "Orders",
  summary: "Cancel a paid order and start its refund",
  body: { schema: CancelOrderInput, required: false },
  success: { status: 200, description: "The order after cancellation", schema: OrderSchema },
  errors: [404, 413, 422],
});

export const listTickets = defineOperation({
  method: "get",
  path: "/events/{event_id}/tickets",
  operationId: "listTickets",
  tag: "Tickets",
  summary: "List tickets (search by holder name, e-mail or document)",
  query: ListTicketsQuery,
  success: { status: 200, description: "A page of tickets", schema: paged(TicketSchema) },
  errors: [404, 422],
});

export const listEntranceTickets = defineOperation({
  method: "get",
  path: "/events/{event_id}/tickets/entrance",
  operationId: "listEntranceTickets",
  tag: "Tickets",
  summary: "Compact door list",
  success: { status: 200, description: "Entrance list", schema: listOf(EntranceTicketSchema) },
  errors: [404],
});

export const getEventAnalytics = defineOperation({
  method: "get",
  path: "/events/{event_id}/analytics",
  operationId: "getEventAnalytics",
  tag: "Reports",
  summary: "Cached sales analytics (may lag a few minutes)",
  success: { status: 200, description: "Analytics", schema: EventAnalyticsSchema },
  errors: [404],
});
