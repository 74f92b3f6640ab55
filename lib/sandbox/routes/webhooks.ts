import { Hono } from "hono";

import { listOf } from "@/lib/contract/common";
import {
  WebhookEndpointCreatedSchema,
  WebhookEndpointCreateInput,
  WebhookEndpointSchema,
} from "@/lib/contract/webhooks";

import type { PartnerEnv } from "../context";
import { respond } from "../respond";
import { requireUuid } from "../scope";
import { parseJsonBody } from "../validate";
import { createEndpoint, deleteEndpoint, listEndpoints } from "../webhooks/endpoints";

/** Mounted at the API root by app.ts. Endpoints belong to the calling key. */
export const webhooksRoutes = new Hono<PartnerEnv>();

const EndpointList = listOf(WebhookEndpointSchema);

// GET /webhooks
webhooksRoutes.get("/webhooks", async (c) => {
  const data = await listEndpoints(c.var.sb, c.var.auth.id);
  return respond(c, EndpointList, { data });
});

// POST /webhooks — the only response that ever carries the secret.
webhooksRoutes.post("/webhooks", async (c) => {
  const input = await parseJsonBody(c, WebhookEndpointCreateInput);
  const created = await createEndpoint(c.var.sb, c.var.auth.id, input);
  return respond(c, WebhookEndpointCreatedSchema, created, 201);
});

// DELETE /webhooks/{webhook_id}
webhooksRoutes.delete("/webhooks/:webhook_id", async (c) => {
  const id = requireUuid(c.req.param("webhook_id"), "Webhook endpoint");
  await deleteEndpoint(c.var.sb, c.var.auth.id, id);
  return c.body(null, 204);
});
