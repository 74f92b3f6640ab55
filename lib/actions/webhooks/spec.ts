import "server-only";

import type { RevalidateTarget, Target } from "@/lib/actions/pipeline";
import { failure } from "@/lib/actions/result";
import type { WebhookEndpoint } from "@/lib/contract";
import { listWebhooks } from "@/lib/partner/webhooks";

/**
 * What every webhook action shares. An endpoint receives every producer's orders (DESIGN.md "Roles"), so
 * the target is the whole key's scope: "*", in scope only for an admin who sees every producer.
 */
export const ALL_PRODUCERS = "*";
export const WEBHOOK_WRITE = {
  capability: "webhooks:manage",
  messages: "webhooks.errors",
  revalidate: (): RevalidateTarget[] => [["/webhooks", "layout"]],
  outOfScope: ({ t }: { t: (key: string) => string }) => failure("forbidden", t("forbidden")),
} as const;

export const everyProducer = async (): Promise<Target<null>> => ({ producerId: ALL_PRODUCERS, before: null });

/** The endpoint as the API lists it (never its secret); null when it does not exist. */
export async function loadEndpoint(id: string): Promise<Target<WebhookEndpoint> | null> {
  const endpoint = (await listWebhooks()).find((e) => e.id === id);
  return endpoint ? { producerId: ALL_PRODUCERS, before: endpoint } : null;
}

/** A secret that reaches the one response that shows it, but never the audit log (JSON shows a marker). */
export class OneTimeSecret {
  constructor(readonly value: string) {}
  toJSON(): string {
    return "[shown once, not recorded]";
  }
}
