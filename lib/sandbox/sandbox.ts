import { createPartnerApp } from "./app";
import { SandboxClock } from "./clock";
import type { SandboxContext } from "./context";
import { resolveAdminToken } from "./control/admin-token";
import { createControlApp } from "./control/app";
import { openSandboxDb, type DbTarget } from "./db/open";
import { flushRequestLog } from "./middleware/request-log";
import { startSandboxWorkers, type SandboxWorkerOptions } from "./workers";

export type SandboxOptions = DbTarget & {
  adminToken?: string;
  /** Where the generated admin token file lives; defaults to none (in-memory token). */
  stateDir?: string;
  timeScale?: number;
  webhookAllowHttp?: string[];
  webhookTimeoutMs?: number;
  /** Runs the background loops (deliveries, simulator tick, analytics) until close; tests drive passes instead. */
  workers?: SandboxWorkerOptions;
};

export type Sandbox = {
  ctx: SandboxContext;
  app: ReturnType<typeof createPartnerApp>;
  control: ReturnType<typeof createControlApp>;
  db: SandboxContext["db"];
  clock: SandboxClock;
  close(): Promise<void>;
};

/** Opens an isolated sandbox (its own DB, clock, apps). The default instance is `getSandbox()`. */
export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const opened = await openSandboxDb(options);
  const clock = new SandboxClock(opened.db);
  await clock.load();
  const ctx: SandboxContext = {
    db: opened.db,
    clock,
    kind: opened.kind,
    dataDir: options.stateDir,
    adminToken: resolveAdminToken(options.adminToken, options.stateDir),
    timeScale: options.timeScale ?? 1,
    webhooks: {
      allowHttpHosts: (options.webhookAllowHttp ?? []).map((h) => h.toLowerCase()),
      timeoutMs: options.webhookTimeoutMs ?? 10_000,
    },
  };
  const worker = options.workers ? startSandboxWorkers(ctx, options.workers) : undefined;
  let closing: Promise<void> | undefined;
  return {
    ctx,
    app: createPartnerApp(ctx),
    control: createControlApp(ctx),
    db: opened.db,
    clock,
    close: () =>
      (closing ??= (async () => {
        await worker?.stop();
        await flushRequestLog(ctx);
        await opened.close();
      })()),
  };
}
