"use server";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success, type FormState } from "@/lib/actions/result";
import { WEBHOOK_EVENT_TYPES, WebhookEndpointCreateInput, type WebhookEndpoint } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { createWebhook } from "@/lib/partner/webhooks";
import { saveLocalEndpoint } from "@/lib/webhooks/endpoints";
import { receiverUrl, secretKey } from "@/lib/webhooks/server";

import { everyProducer, OneTimeSecret, WEBHOOK_WRITE } from "./spec";

export type CreateValues = { url?: string; active?: boolean } & Record<string, string | boolean | undefined>;
type Created = { endpoint: WebhookEndpoint; secret: OneTimeSecret; held: boolean };

function readForm(formData: FormData): CreateValues {
  const values: CreateValues = {
    url: String(formData.get("url") ?? "").trim(),
    active: formData.has("active"),
  };
  for (const type of WEBHOOK_EVENT_TYPES) values[type] = formData.getAll("events").includes(type);
  return values;
}

// POST /webhooks from the create form: the secret is in this one answer (a copy-once panel), never stored
// — unless the URL is Palco's own receiver, whose secret is kept encrypted so deliveries verify.
export const createWebhookAction = defineAction({
  ...WEBHOOK_WRITE,
  stepUp: true,
  fields: ["url", "events", "active"],
  values: (_prev: FormState<CreateValues>, formData: FormData) => readForm(formData),
  parse: ({ t }, _prev: FormState<CreateValues>, formData: FormData) => {
    const values = readForm(formData);
    const parsed = WebhookEndpointCreateInput.safeParse({
      url: values.url,
      events: WEBHOOK_EVENT_TYPES.filter((type) => values[type]),
      active: values.active,
    });
    if (parsed.success) return valid(parsed.data);
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "url");
      fieldErrors[field] = [t(field === "events" ? "eventsRequired" : "urlInvalid")];
    }
    return invalid(fieldErrors);
  },
  target: everyProducer,
  write: async (input, _target, { user }) => {
    const { secret, ...endpoint } = await createWebhook(input);
    const held = endpoint.url === receiverUrl();
    if (held)
      await saveLocalEndpoint(await getDb(), secretKey(), {
        ...endpoint,
        secret,
        createdByEmail: user.email,
      });
    return written<Created>({ endpoint, secret: new OneTimeSecret(secret), held });
  },
  audit: {
    action: "webhook.create",
    targetType: "webhook_endpoint",
    targetId: (a: Created) => a.endpoint.id,
  },
  done: (after: Created) =>
    success({ id: after.endpoint.id, url: after.endpoint.url, secret: after.secret.value, held: after.held }),
});
