import path from "node:path";

import { serve } from "@hono/node-server";

import { sandboxConfig } from "../config";
import { listKeyInfo } from "../control/directory";
import { getDemoSandbox } from "../demo";
import { claimDataDir } from "../holder";
import { closeSandboxDb } from "../instance";
import { printKeys, standaloneBaseUrl } from "./keys";
import type { CliCommand } from "./types";

/** The partner API and the control API on one port, as a standalone upstream, with the worker loops. */
export const serveCommand: CliCommand = {
  summary: "Serve the sandbox alone on SANDBOX_PORT (default)",
  usage: "serve",
  help: "  Partner API at /partner/v1, control API at /sandbox/v1; deliveries, expiries, refunds and\n  analytics run in the background. Ctrl-C stops.",
  workers: true,
  async run() {
    const sb = await getDemoSandbox();
    const e = sandboxConfig();
    const port = e.SANDBOX_PORT;
    const server = serve({
      port,
      fetch: (req) =>
        new URL(req.url).pathname.startsWith("/sandbox/v1") ? sb.control.fetch(req) : sb.app.fetch(req),
    });
    // CLI commands started meanwhile drive this server instead of opening its PGlite files.
    if (!e.SANDBOX_DATABASE_URL)
      claimDataDir(path.join(path.resolve(e.DATA_DIR), "sandbox"), `http://localhost:${port}`);
    printKeys(standaloneBaseUrl(), await listKeyInfo(sb.db));
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
