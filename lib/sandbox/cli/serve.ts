import { serve } from "@hono/node-server";

import { env } from "@/lib/env";

import { getDemoSandbox } from "../demo";
import { closeSandboxDb } from "../instance";
import { listKeys, printKeys, standaloneBaseUrl } from "./keys";
import type { CliCommand } from "./types";

/** The partner API and the control API on one port, as a standalone upstream. */
export const serveCommand: CliCommand = {
  summary: "Serve the sandbox alone on SANDBOX_PORT (default)",
  usage: "serve",
  async run() {
    const sb = await getDemoSandbox();
    const port = env().SANDBOX_PORT;
    const server = serve({
      port,
      fetch: (req) =>
        new URL(req.url).pathname.startsWith("/sandbox/v1") ? sb.control.fetch(req) : sb.app.fetch(req),
    });
    printKeys(standaloneBaseUrl(), await listKeys());
    console.log(`Control API: http://localhost:${port}/sandbox/v1 (admin token: ${sb.ctx.adminToken})`);
    console.log(`OpenAPI: ${standaloneBaseUrl()}/openapi.json`);
    return new Promise<number>((resolve) => {
      const stop = () => {
        server.close(() => void closeSandboxDb().then(() => resolve(0)));
        // Keep-alive sockets would otherwise hold the process open for their idle timeout.
        if ("closeAllConnections" in server) server.closeAllConnections();
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
  },
};
