import path from "node:path";

import { processSingleton } from "@/lib/process-singleton";

import { sandboxConfig } from "./config";
import { claimDataDir, releaseDataDir } from "./holder";
import { createSandbox, type Sandbox } from "./sandbox";
import type { SandboxWorkerOptions } from "./workers";

// One per process, so every route bundle of one Next process shares one instance (one PGlite per data dir).
const holder = processSingleton("sandbox.instance", () => ({
  opening: undefined as Promise<Sandbox> | undefined,
  workers: undefined as SandboxWorkerOptions | null | undefined,
}));

/**
 * Whether the process-wide instance runs the background loops (deliveries, simulator tick, analytics).
 * On by default (servers: the demo, `npm run sandbox`); one-shot CLI commands turn it off before opening.
 */
export function configureSandboxInstance(opts: { workers: SandboxWorkerOptions | null }): void {
  holder.workers = opts.workers;
}

/** The process-wide sandbox from the environment: PostgreSQL when SANDBOX_DATABASE_URL, else PGlite. */
export function getSandbox(): Promise<Sandbox> {
  holder.opening ??= open().catch((err) => {
    holder.opening = undefined;
    throw err;
  });
  return holder.opening;
}

async function open(): Promise<Sandbox> {
  const e = sandboxConfig();
  const dataDir = path.resolve(e.DATA_DIR);
  const sb = await createSandbox({
    databaseUrl: e.SANDBOX_DATABASE_URL,
    dataDir: path.join(dataDir, "sandbox"),
    adminToken: e.SANDBOX_ADMIN_TOKEN,
    stateDir: dataDir,
    timeScale: e.SANDBOX_TIME_SCALE,
    webhookAllowHttp: e.SANDBOX_WEBHOOK_ALLOW_HTTP,
    workers: holder.workers === undefined ? {} : (holder.workers ?? undefined),
  });
  if (e.SANDBOX_DATABASE_URL) return sb;
  const pgliteDir = path.join(dataDir, "sandbox");
  claimDataDir(pgliteDir, e.APP_URL.replace(/\/+$/, ""));
  return { ...sb, close: () => sb.close().finally(() => releaseDataDir(pgliteDir)) };
}

export async function closeSandboxDb(): Promise<void> {
  const pending = holder.opening;
  holder.opening = undefined;
  if (pending) await (await pending).close();
}
