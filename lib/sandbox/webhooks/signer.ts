import { createHmac, randomBytes } from "node:crypto";

/** 32 random bytes (the spec's floor is 24), base64url, prefixed so a leaked secret is recognizable. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** `sha256=<lowercase hex HMAC-SHA256>` of the exact body bytes. */
function signatureHeader(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

const WEBHOOK_USER_AGENT = "PartnerSandbox-Webhooks/1.0";

/** Every header of one delivery attempt; identical on every retry, since id and bytes never change. */
export function deliveryHeaders(
  secret: string,
  delivery: { id: string; type: string; body: string },
): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": WEBHOOK_USER_AGENT,
    "x-partner-event": delivery.type,
    "x-partner-delivery-id": delivery.id,
    "x-partner-signature": signatureHeader(secret, delivery.body),
  };
}
