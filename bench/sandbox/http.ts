import type { AddressInfo } from "node:net";

import { serve } from "@hono/node-server";
import autocannon from "autocannon";

import type { Sandbox } from "@/lib/sandbox/sandbox";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";

/** The list over a real socket: @hono/node-server on an ephemeral loopback port, autocannon as client. */
export async function benchHttp(
  sb: Sandbox,
  slug: string,
  seconds: number,
  connections: number,
): Promise<number> {
  let inFlight = 0;
  const server = serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async (req) => {
      inFlight++;
      try {
        return await sb.app.fetch(req);
      } finally {
        inFlight--;
      }
    },
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  let page = 0;
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${DEMO_API_KEY}` },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/partner/v1/events/${slug}/orders?per_page=100&page=${(page++ % 50) + 1}`,
          }),
        },
      ],
    });
    return Math.round(result.requests.average);
  } finally {
    server.close();
    if ("closeAllConnections" in server) server.closeAllConnections();
    // Handlers of requests cut off at the end still hold the database; let them finish before it closes.
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
