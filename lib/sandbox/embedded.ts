import "server-only";

import { sandboxConfig } from "./config";
import { getDemoSandbox } from "./demo";
import { DEMO_API_KEY } from "./seed/keys";

/**
 * How Palco reaches the embedded sandbox: the same URL shape as a real Partner API, but requests go
 * straight into the Hono app in this process (no socket, no port).
 */
export async function embeddedPartner(): Promise<{ baseUrl: string; apiKey: string; fetch: typeof fetch }> {
  const sb = await getDemoSandbox();
  return {
    baseUrl: `${sandboxConfig().APP_URL.replace(/\/+$/, "")}/partner/v1`,
    apiKey: DEMO_API_KEY,
    fetch: async (input, init) => sb.app.fetch(new Request(input, init)),
  };
}
