import { randomUUID } from "node:crypto";

import { and, arrayContains, eq, isNull } from "drizzle-orm";

import type { WebhookEnvelope, WebhookEventType } from "@/lib/contract/webhooks";
import { fromCents } from "@/lib/money";

import type { SandboxContext } from "../context";
import { orderSummary } from "../data/orders";
import {
  apiKeyProducers,
  apiKeys,
  events,
  orders,
  producers,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema";
import type { SandboxQueryable } from "../db/types";

export type EnqueueOptions = {
  refund?: { status: "pending" | "completed" | "manual_required"; amountCents: number };
};

/**
 * Outbox write for one order event: one `webhook_deliveries` row per active endpoint subscribed to
 * `type` whose key covers the event's producer. Call it inside the transaction that changes the order,
 * so the event is recorded if and only if the change commits. Each row gets its own id, and the body
 * is serialized once here: every attempt sends (and signs) exactly these bytes.
 */
export async function enqueueOrderEvent(
  db: SandboxQueryable,
  ctx: SandboxContext,
  type: WebhookEventType,
  orderId: string,
  opts?: EnqueueOptions,
): Promise<void> {
  const [ref] = await db
    .select({ event: events, producer: producers })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(producers, eq(producers.id, events.producerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!ref) throw new Error(`enqueueOrderEvent: order ${orderId} not found`);
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(apiKeys, eq(apiKeys.id, webhookEndpoints.apiKeyId))
    .innerJoin(
      apiKeyProducers,
      and(eq(apiKeyProducers.apiKeyId, apiKeys.id), eq(apiKeyProducers.producerId, ref.producer.id)),
    )
    .where(
      and(
        eq(webhookEndpoints.active, true),
        isNull(webhookEndpoints.deletedAt),
        isNull(apiKeys.revokedAt),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  if (!endpoints.length) return;
  const order = await orderSummary(db, orderId);
  if (!order) throw new Error(`enqueueOrderEvent: order ${orderId} not found`);
  const now = ctx.clock.now();
  const refund = opts?.refund
    ? { status: opts.refund.status, amount: fromCents(opts.refund.amountCents) }
    : null;
  const rows = endpoints.map((endpoint) => {
    const envelope: WebhookEnvelope = {
      id: randomUUID(),
      type,
      created_at: now.toISOString(),
      data: {
        order,
        event: { id: ref.event.id, slug: ref.event.slug, name: ref.event.name },
        producer: { id: ref.producer.id, slug: ref.producer.slug, name: ref.producer.name },
        refund,
      },
    };
    return {
      id: envelope.id,
      endpointId: endpoint.id,
      type,
      orderId,
      body: JSON.stringify(envelope),
      status: "pending" as const,
      nextAttemptAt: now,
      createdAt: now,
    };
  });
  await db.insert(webhookDeliveries).values(rows);
}
