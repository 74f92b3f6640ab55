"use server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { IdSchema, type WebhookEndpoint } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { deleteWebhook } from "@/lib/partner/webhooks";
import { removeLocalEndpoint } from "@/lib/webhooks/endpoints";

import { loadEndpoint, WEBHOOK_WRITE } from "./spec";

// DELETE /webhooks/{id} after a confirmation; Palco forgets the endpoint's secret with it (the last step
// of a rotation: deliveries signed with the old secret stop verifying).
export const deleteWebhookAction = defineAction({
  ...WEBHOOK_WRITE,
  stepUp: true,
  parse: ({ t }, id: string) =>
    IdSchema.safeParse(id).success ? valid({ id }) : invalid({ id: [t("notFound")] }),
  target: ({ id }) => loadEndpoint(id),
  write: async ({ id }, { before }) => {
    await deleteWebhook(id);
    await removeLocalEndpoint(await getDb(), id);
    return written(before);
  },
  audit: { action: "webhook.delete", targetType: "webhook_endpoint", targetId: (e: WebhookEndpoint) => e.id },
  done: (after: WebhookEndpoint) => success({ id: after.id }),
});
