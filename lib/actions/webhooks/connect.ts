"use server";

import { defineAction, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { createWebhook } from "@/lib/partner/webhooks";
import { saveLocalEndpoint } from "@/lib/webhooks/endpoints";
import { receiverUrl, secretKey } from "@/lib/webhooks/server";

import { everyProducer, WEBHOOK_WRITE } from "./spec";

/**
 * "Connect Palco": registers Palco's own receiver for every kind and keeps the secret encrypted at rest;
 * the secret never reaches the browser. Run again during a rotation it adds the second endpoint to the
 * same URL, and both secrets verify until the old endpoint is deleted.
 */
export const connectPalcoAction = defineAction({
  ...WEBHOOK_WRITE,
  stepUp: true,
  parse: (_ctx, mode: "connect" | "rotate" = "connect") =>
    valid({ mode: mode === "rotate" ? "rotate" : "connect" }),
  target: everyProducer,
  write: async ({ mode }, _target, { user }) => {
    const { secret, ...endpoint } = await createWebhook({
      url: receiverUrl(),
      events: [...WEBHOOK_EVENT_TYPES],
      active: true,
    });
    await saveLocalEndpoint(await getDb(), secretKey(), { ...endpoint, secret, createdByEmail: user.email });
    return written({ ...endpoint, mode });
  },
  audit: {
    action: "webhook.connect",
    targetType: "webhook_endpoint",
    targetId: (after: WebhookEndpoint) => after.id,
  },
  done: (after: WebhookEndpoint) => success({ id: after.id, url: after.url }),
});
