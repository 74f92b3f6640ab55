import {
  BuyerDetailSchema,
  BuyerSearchQuery,
  BuyersDashboardQuery,
  BuyersDashboardSchema,
  BuyerSummarySchema,
} from "../buyers";
import { listOf } from "../common";
import { defineOperation } from "../operation";
import { WebhookEndpointCreatedSchema, WebhookEndpointCreateInput, WebhookEndpointSchema } from "../webhooks";

export const getBuyersDashboard = defineOperation({
  method: "get",
  path: "/producers/{producer_id}/buyers",
  operationId: "getBuyersDashboard",
  tag: "Buyers",
  summary: "Buyers dashboard (buyers with paid orders)",
  query: BuyersDashboardQuery,
  success: { status: 200, description: "Dashboard", schema: BuyersDashboardSchema },
  errors: [404, 422],
});

export const searchBuyers = defineOperation({
  method: "get",
  path: "/producers/{producer_id}/buyers/search",
  operationId: "searchBuyers",
  tag: "Buyers",
  summary: "Search buyers by name, e-mail or document fragment",
  query: BuyerSearchQuery,
  success: { status: 200, description: "Matching buyers", schema: listOf(BuyerSummarySchema) },
  errors: [404, 422],
});

export const getBuyer = defineOperation({
  method: "get",
  path: "/producers/{producer_id}/buyers/{buyer_id}",
  operationId: "getBuyer",
  tag: "Buyers",
  summary: "A buyer's profile and paid order history with this producer",
  success: { status: 200, description: "The buyer", schema: BuyerDetailSchema },
  errors: [404],
});

export const listWebhooks = defineOperation({
  method: "get",
  path: "/webhooks",
  operationId: "listWebhooks",
  tag: "Webhooks",
  summary: "List webhook endpoints",
  success: {
    status: 200,
    description: "Endpoints (never their secrets)",
    schema: listOf(WebhookEndpointSchema),
  },
});

export const createWebhook = defineOperation({
  method: "post",
  path: "/webhooks",
  operationId: "createWebhook",
  tag: "Webhooks",
  summary: "Register an endpoint; the secret is returned once",
  body: { schema: WebhookEndpointCreateInput, required: true },
  success: {
    status: 201,
    description: "The endpoint with its signing secret",
    schema: WebhookEndpointCreatedSchema,
  },
  errors: [413, 422],
});

export const deleteWebhook = defineOperation({
  method: "delete",
  path: "/webhooks/{webhook_id}",
  operationId: "deleteWebhook",
  tag: "Webhooks",
  summary: "Delete an endpoint",
  success: { status: 204, description: "Deleted" },
  errors: [404],
});
