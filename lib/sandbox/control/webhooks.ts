import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import { WEBHOOK_EVENT_TYPES, WebhookEventTypeSchema } from "@/lib/contract/webhooks";

import type { ControlEnv } from "../context";
import { apiKeys } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { requireUuid } from "../scope";
import { DEMO_API_KEY } from "../seed/keys";
import { parseJsonBody, parseQuery } from "../validate";
import { listDeliveries, resendDelivery } from "../webhooks/deliveries";
import { createEndpoint } from "../webhooks/endpoints";
import { deliverDue } from "../webhooks/worker";

/** Delivery log, resend, one worker pass, and `listen --forward-to` (admin token, /sandbox/v1). */
export const webhookControlRoutes = new Hono<ControlEnv>();

const ListQuery = z.object({
  failed: z.enum(["true", "false"]).optional(),
  endpoint_id: z.guid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// GET /deliveries?failed=true&endpoint_id=&limit=
webhookControlRoutes.get("/deliveries", async (c) => {
  const q = parseQuery(c, ListQuery);
  const data = await listDeliveries(c.var.sb, {
    failed: q.failed === "true",
    endpointId: q.endpoint_id?.toLowerCase(),
    limit: q.limit,
  });
  return c.json({ data });
});

// POST /deliveries/run — one worker pass now (tests, CLI).
webhookControlRoutes.post("/deliveries/run", async (c) => c.json(await deliverDue(c.var.sb)));

// POST /deliveries/{id}/resend — same id and bytes, due now.
webhookControlRoutes.post("/deliveries/:id/resend", async (c) => {
  const id = requireUuid(c.req.param("id"), "Delivery");
  return c.json(await resendDelivery(c.var.sb, id));
});

const ListenInput = z.object({
  url: z.string().min(1).max(2048),
  events: z.array(WebhookEventTypeSchema).min(1).optional(),
});

// POST /webhooks/listen {url} — an endpoint on the demo key for every event; the secret is answered here.
webhookControlRoutes.post("/webhooks/listen", async (c) => {
  const input = await parseJsonBody(c, ListenInput);
  const [key] = await c.var.sb.db.select().from(apiKeys).where(eq(apiKeys.key, DEMO_API_KEY)).limit(1);
  if (!key) throw notFound("Demo API key (seed the sandbox first)");
  if (key.revokedAt) throw new ApiError(422, "The demo API key is revoked");
  const created = await createEndpoint(c.var.sb, key.id, {
    url: input.url,
    events: input.events ?? [...WEBHOOK_EVENT_TYPES],
    active: true,
  });
  return c.json(created, 201);
});
