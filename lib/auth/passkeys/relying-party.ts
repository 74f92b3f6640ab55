import "server-only";

import { env } from "@/lib/env";

export type RelyingParty = { rpID: string; rpName: string; origin: string };

/**
 * Passkeys are bound to one domain (the RP ID), so it comes from the configured public address
 * (APP_URL), never from the request's Host header: a passkey made at https://palco.example.com works
 * there only. Browsers accept `localhost` but no IP address as an RP ID.
 */
export function relyingParty(appUrl = env().APP_URL): RelyingParty {
  const url = new URL(appUrl);
  return { rpID: url.hostname, rpName: "Palco", origin: url.origin };
}
