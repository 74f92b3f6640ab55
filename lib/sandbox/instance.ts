import path from "node:path";

import { env } from "@/lib/env";

import { createSandbox, type Sandbox } from "./sandbox";

// On globalThis so every route bundle of one Next process shares one instance (one PGlite per data dir).
const holder = globalThis as typeof globalThis & { __palcoSandbox?: Promise<Sandbox> };

/** The process-wide sandbox from the environment: PostgreSQL when SANDBOX_DATABASE_URL, else PGlite. */
export function getSandbox(): Promise<Sandbox> {
  holder.__palcoSandbox ??= open().catch((err) => {
    holder.__palcoSandbox = undefined;
    throw err;
  });
  return holder.__palcoSandbox;
}

function open(): Promise<Sandbox> {
  const e = env();
  const dataDir = path.resolve(e.DATA_DIR);
  return createSandbox({
    databaseUrl: e.SANDBOX_DATABASE_URL,
    dataDir: path.join(dataDir, "sandbox"),
    adminToken: e.SANDBOX_ADMIN_TOKEN,
    stateDir: dataDir,
    timeScale: e.SANDBOX_TIME_SCALE,
    webhookAllowHttp: e.SANDBOX_WEBHOOK_ALLOW_HTTP,
    deliveryWorker: { intervalMs: 1000 },
  });
}

export async function getSandboxDb() {
  return (await getSandbox()).db;
}

export async function closeSandboxDb(): Promise<void> {
  const pending = holder.__palcoSandbox;
  holder.__palcoSandbox = undefined;
  if (pending) await (await pending).close();
}
