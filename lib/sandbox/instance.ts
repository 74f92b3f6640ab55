import path from "node:path";

import { env } from "@/lib/env";

import { claimDataDir, releaseDataDir } from "./holder";
import { createSandbox, type Sandbox } from "./sandbox";
import type { SandboxWorkerOptions } from "./workers";

// On globalThis so every route bundle of one Next process shares one instance (one PGlite per data dir).
const holder = globalThis as typeof globalThis & {
  __palcoSandbox?: Promise<Sandbox>;
  __palcoSandboxWorkers?: SandboxWorkerOptions | null;
};

/**
 * Whether the process-wide instance runs the background loops (deliveries, simulator tick, analytics).
 * On by default (servers: the demo, `npm run sandbox`); one-shot CLI commands turn it off before opening.
 */
export function configureSandboxInstance(opts: { workers: SandboxWorkerOptions | null }): void {
  holder.__palcoSandboxWorkers = opts.workers;
}

/** The process-wide sandbox from the environment: PostgreSQL when SANDBOX_DATABASE_URL, else PGlite. */
export function getSandbox(): Promise<Sandbox> {
  holder.__palcoSandbox ??= open().catch((err) => {
    holder.__palcoSandbox = undefined;
    throw err;
  });
  return holder.__palcoSandbox;
}

async function open(): Promise<Sandbox> {
  const e = env();
  const dataDir = path.resolve(e.DATA_DIR);
  const sb = await createSandbox({
    databaseUrl: e.SANDBOX_DATABASE_URL,
    dataDir: path.join(dataDir, "sandbox"),
    adminToken: e.SANDBOX_ADMIN_TOKEN,
    stateDir: dataDir,
    timeScale: e.SANDBOX_TIME_SCALE,
    webhookAllowHttp: e.SANDBOX_WEBHOOK_ALLOW_HTTP,
    workers: holder.__palcoSandboxWorkers === undefined ? {} : (holder.__palcoSandboxWorkers ?? undefined),
  });
  if (e.SANDBOX_DATABASE_URL) return sb;
  const pgliteDir = path.join(dataDir, "sandbox");
  claimDataDir(pgliteDir, e.APP_URL.replace(/\/+$/, ""));
  return { ...sb, close: () => sb.close().finally(() => releaseDataDir(pgliteDir)) };
}

export async function closeSandboxDb(): Promise<void> {
  const pending = holder.__palcoSandbox;
  holder.__palcoSandbox = undefined;
  if (pending) await (await pending).close();
}
