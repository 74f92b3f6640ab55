import "server-only";

import {
  operations,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
} from "@/lib/contract";
import { call } from "@/lib/partner/client";

// GET /webhooks
export async function listWebhooks(): Promise<WebhookEndpoint[]> {
  return (await call(operations.listWebhooks)).data;
}

// POST /webhooks — the answer is the one place the endpoint's secret appears.
export function createWebhook(body: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
  return call(operations.createWebhook, { body });
}

// DELETE /webhooks/{webhook_id}
export function deleteWebhook(webhookId: string): Promise<void> {
  return call(operations.deleteWebhook, { path: { webhook_id: webhookId } });
}
