import type { Operation } from "../operation";
import * as buyersAndWebhooks from "./buyers-webhooks";
import * as catalog from "./catalog";
import * as events from "./events";
import * as sales from "./sales";

export { EventCoverUpload } from "./events";

/** The 25 operations of the spec by operationId: `call(operations.getEvent, …)`, `implement(router, operations.getEvent, …)`. */
export const operations = {
  getMe: events.getMe,
  listEvents: events.listEvents,
  createEvent: events.createEvent,
  getEvent: events.getEvent,
  updateEvent: events.updateEvent,
  uploadEventCover: events.uploadEventCover,
  listProducts: catalog.listProducts,
  createProduct: catalog.createProduct,
  getProduct: catalog.getProduct,
  updateProduct: catalog.updateProduct,
  listCoupons: catalog.listCoupons,
  createCoupon: catalog.createCoupon,
  updateCoupon: catalog.updateCoupon,
  listOrders: sales.listOrders,
  getOrder: sales.getOrder,
  cancelOrder: sales.cancelOrder,
  listTickets: sales.listTickets,
  listEntranceTickets: sales.listEntranceTickets,
  getEventAnalytics: sales.getEventAnalytics,
  getBuyersDashboard: buyersAndWebhooks.getBuyersDashboard,
  searchBuyers: buyersAndWebhooks.searchBuyers,
  getBuyer: buyersAndWebhooks.getBuyer,
  listWebhooks: buyersAndWebhooks.listWebhooks,
  createWebhook: buyersAndWebhooks.createWebhook,
  deleteWebhook: buyersAndWebhooks.deleteWebhook,
} as const;

export type OperationId = keyof typeof operations;

/** Every operation in the spec's order (the OpenAPI document lists them so). */
export const OPERATIONS: readonly Operation[] = Object.values(operations);
