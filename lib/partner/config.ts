import "server-only";

import { env, usesEmbeddedSandbox } from "@/lib/env";
import { processSingleton } from "@/lib/process-singleton";

/** Where and how the transport talks to the Partner API. `baseUrl` always ends in `/partner/v1`. */
export type PartnerConfig = { baseUrl: string; apiKey: string; fetch: typeof fetch };

/** Resolves the embedded sandbox's configuration; awaiting it waits until the sandbox is ready. */
export type EmbeddedPartner = () => Promise<PartnerConfig>;

// Boot runs in the instrumentation bundle, fetchers in route bundles of the same process.
const slot = processSingleton("partner.embedded", () => ({
  provider: undefined as EmbeddedPartner | undefined,
}));

/**
 * Hands the embedded sandbox to the transport (boot does, when PARTNER_API_URL is unset). lib/partner never
 * imports lib/sandbox: the sandbox arrives here as a function. `undefined` takes it back (tests).
 */
export function setEmbeddedPartner(provider: EmbeddedPartner | undefined): void {
  slot.provider = provider;
}

const PREFIX = "/partner/v1";

/** Accepts the service address `{base_url}` with or without the `/partner/v1` suffix. */
export function partnerBaseUrl(address: string): string {
  const trimmed = address.replace(/\/+$/, "");
  return trimmed.endsWith(PREFIX) ? trimmed : `${trimmed}${PREFIX}`;
}

/**
 * Resolves the Partner API configuration: the embedded sandbox handed over by boot (in-process `app.fetch`,
 * no socket) when `PARTNER_API_URL` is unset, else the configured address, key and the global fetch.
 */
export async function partnerConfig(): Promise<PartnerConfig> {
  if (usesEmbeddedSandbox()) {
    const provider = slot.provider;
    if (!provider) {
      throw new Error("PARTNER_API_URL is unset and no embedded sandbox was handed over (see lib/boot.ts)");
    }
    const embedded = await provider();
    return { ...embedded, baseUrl: partnerBaseUrl(embedded.baseUrl) };
  }
  const e = env();
  if (!e.PARTNER_API_URL || !e.PARTNER_API_KEY)
    throw new Error("PARTNER_API_URL and PARTNER_API_KEY must be set together");
  return {
    baseUrl: partnerBaseUrl(e.PARTNER_API_URL),
    apiKey: e.PARTNER_API_KEY,
    fetch: (input, init) => globalThis.fetch(input, init),
  };
}
