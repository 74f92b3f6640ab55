import "server-only";

import { invalidateSales } from "@/lib/analytics/cache";
import { resolveAuthSecret } from "@/lib/auth/secret";
import type { WebhookEndpoint } from "@/lib/contract";
import { deriveKey } from "@/lib/crypto/secret-box";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { publishLive } from "@/lib/live/bus";
import { isNotFound } from "@/lib/partner/errors";
import { getEvent } from "@/lib/partner/events";
import { getOrder } from "@/lib/partner/orders";
import { listWebhooks } from "@/lib/partner/webhooks";
import { processSingleton } from "@/lib/process-singleton";
import { invalidateCancelled } from "@/lib/reports/cache";
import { completedRefunds, refundReadOf } from "@/lib/settlement/refund-cache";

import { AckTimes } from "./ack-times";
import { heldSecrets, listLocalEndpoints } from "./endpoints";
import { type ProcessDeps, type ReadBack } from "./process";
import type { ReceiverDeps } from "./receiver";
import { InboxWorker } from "./worker";

/** Where the Partner API must send Palco's deliveries (registered by "Connect Palco"). */
export function receiverUrl(): string {
  return `${env().APP_URL.replace(/\/+$/, "")}/api/webhooks/partner`;
}

let key: { secret: string; key: Buffer } | null = null;
export function secretKey(): Buffer {
  const secret = resolveAuthSecret();
  if (key?.secret !== secret) key = { secret, key: deriveKey(secret) };
  return key.key;
}

/** GET /events/{event_id}/orders/{order_id}: the order's truth, null when the API no longer has it. */
export const readOrderBack: ReadBack = async (eventId, orderId) => {
  try {
    const order = await getOrder(eventId, orderId);
    // Every cancellation and refund is read back here: a completed refund seen now is one the event's
    // borderô need not read again (lib/settlement/refund-cache.ts).
    if (order.payment_status === "cancelled") {
      completedRefunds.keep(eventId, orderId, refundReadOf(order));
    }
    return order;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
};

export function processDeps(): ProcessDeps {
  return {
    readBack: readOrderBack,
    eventName: async (eventId) => (await getEvent(eventId)).name,
    publish: (message) => {
      // A cancelled or refunded order leaves the sales series: re-read it rather than wait for the cycle.
      if (message.kind !== "order.paid") {
        invalidateSales(message.eventId);
        invalidateCancelled(message.eventId);
      }
      publishLive(message);
    },
  };
}

const worker = () =>
  processSingleton(
    "webhooks.inbox-worker",
    () => new InboxWorker(getDb, processDeps(), { soleProcess: !env().DATABASE_URL }),
  );

/** Starts applying stored deliveries in this process without waiting (the receiver's ack never waits). */
export function kickInbox(): void {
  void worker().run();
}

/**
 * At boot: applies what a previous process acknowledged and left, publishes what it committed and never
 * published, then keeps doing so every few seconds (lib/webhooks/worker.ts).
 */
export function startInboxWorker(): Promise<void> {
  return worker().start();
}

export function receiverDeps(): ReceiverDeps {
  const ackTimes = processSingleton("webhooks.ack-times", () => new AckTimes(getDb));
  return {
    db: getDb,
    secrets: (db) => heldSecrets(db, secretKey()),
    onStored: kickInbox,
    recordAck: (id, ackMs) => ackTimes.record(id, ackMs),
  };
}

/** GET /webhooks with, for each endpoint, whether Palco holds its secret (its own receiver). */
export async function listEndpointsWithHeld(): Promise<(WebhookEndpoint & { held: boolean })[]> {
  const [data, local] = await Promise.all([listWebhooks(), getDb().then(listLocalEndpoints)]);
  const held = new Set(local.map((e) => e.id));
  return data.map((e) => ({ ...e, held: held.has(e.id) }));
}
