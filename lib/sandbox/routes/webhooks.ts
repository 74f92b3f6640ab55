import { Hono } from "hono";

import { operations } from "@/lib/contract/operations";

import type { PartnerEnv } from "../context";
import { implement } from "../implement";
import { requireUuid } from "../scope";
import { createEndpoint, deleteEndpoint, listEndpoints } from "../webhooks/endpoints";

/** Mounted at the API root by app.ts. Endpoints belong to the calling key. */
export const webhooksRoutes = new Hono<PartnerEnv>();

// GET /webhooks
implement(webhooksRoutes, operations.listWebhooks, async (c) => ({
  data: await listEndpoints(c.var.sb, c.var.auth.id),
}));

// POST /webhooks — the only response that ever carries the secret.
implement(webhooksRoutes, operations.createWebhook, async (c, req) => {
  return createEndpoint(c.var.sb, c.var.auth.id, await req.body());
});

// DELETE /webhooks/{webhook_id}
implement(webhooksRoutes, operations.deleteWebhook, async (c, { params }) => {
  await deleteEndpoint(c.var.sb, c.var.auth.id, requireUuid(params.webhook_id, "Webhook endpoint"));
});
