import { and, asc, eq, isNull } from "drizzle-orm";

import type { WebhookEndpoint, WebhookEndpointCreated, WebhookEventType } from "@/lib/contract/webhooks";

import type { SandboxContext } from "../context";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { ApiError } from "../errors";
import { generateWebhookSecret } from "./signer";
import { checkWebhookUrl } from "./url-policy";

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The wire shape; the secret is deliberately absent (it leaves the sandbox only in the 201). */
function presentEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listEndpoints(ctx: SandboxContext, apiKeyId: string): Promise<WebhookEndpoint[]> {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.apiKeyId, apiKeyId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(presentEndpoint);
}

export type NewEndpoint = { url: string; events: WebhookEventType[]; active: boolean };

/** Creates an endpoint for a key after the URL policy (422 naming `url`); answers the secret once. */
export async function createEndpoint(
  ctx: SandboxContext,
  apiKeyId: string,
  input: NewEndpoint,
): Promise<WebhookEndpointCreated> {
  const verdict = checkWebhookUrl(input.url, ctx.webhooks.allowHttpHosts);
  // The refused URL is echoed as received, as APIs often do: a client must render the message as text.
  if (!verdict.ok)
    throw new ApiError(422, "Validation failed", [`url: ${verdict.reason} (${input.url.slice(0, 2048)})`]);
  const secret = generateWebhookSecret();
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      apiKeyId,
      url: verdict.url.href,
      events: input.events,
      secret,
      active: input.active,
      createdAt: ctx.clock.now(),
    })
    .returning();
  return { ...presentEndpoint(row), secret };
}

/**
 * Soft-deletes a key's endpoint (404 when missing, already deleted or another key's) and drops its
 * pending deliveries: they are kept in the log as `disabled`, never sent.
 */
export async function deleteEndpoint(ctx: SandboxContext, apiKeyId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ deletedAt: ctx.clock.now(), active: false })
      .where(
        and(
          eq(webhookEndpoints.id, id),
          eq(webhookEndpoints.apiKeyId, apiKeyId),
          isNull(webhookEndpoints.deletedAt),
        ),
      )
      .returning({ id: webhookEndpoints.id });
    if (!row) throw new ApiError(404, "Webhook endpoint not found");
    await tx
      .update(webhookDeliveries)
      .set({ status: "disabled", nextAttemptAt: null, lastError: "endpoint deleted" })
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, "pending")));
  });
}
