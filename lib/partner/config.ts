import "server-only";

import { env, usesEmbeddedSandbox } from "@/lib/env";

/** Where and how the transport talks to the Partner API. `baseUrl` always ends in `/partner/v1`. */
export type PartnerConfig = { baseUrl: string; apiKey: string; fetch: typeof fetch };

type EmbeddedModule = { embeddedPartner(): Promise<PartnerConfig> };

const PREFIX = "/partner/v1";

/** Accepts the service address `{base_url}` with or without the `/partner/v1` suffix. */
export function partnerBaseUrl(address: string): string {
  const trimmed = address.replace(/\/+$/, "");
  return trimmed.endsWith(PREFIX) ? trimmed : `${trimmed}${PREFIX}`;
}

/**
 * Resolves the Partner API configuration: the embedded sandbox (in-process `app.fetch`, no socket)
 * when `PARTNER_API_URL` is unset, else the configured address, key and the global fetch.
 */
export async function partnerConfig(): Promise<PartnerConfig> {
  if (usesEmbeddedSandbox()) {
    let mod: EmbeddedModule;
    try {
      mod = await import("@/lib/sandbox/embedded");
    } catch (cause) {
      throw new Error(
        "PARTNER_API_URL is unset and the embedded sandbox (lib/sandbox/embedded) could not be loaded",
        {
          cause,
        },
      );
    }
    const embedded = await mod.embeddedPartner();
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
