import { startAnalyticsRefresher } from "./analytics/refresh";
import type { SandboxContext } from "./context";
import { every, type Stoppable } from "./every";
import { simulatorTick } from "./simulate/tick";
import { deliverDue, startDeliveryWorker } from "./webhooks/worker";

export type SandboxWorkerOptions = {
  /** Webhook delivery passes; default every second. */
  deliveryIntervalMs?: number;
  /** Expiries of lapsed reservations and completion of due refunds; default every 5 s. */
  tickIntervalMs?: number;
  /** Analytics cache refresh; default every 60 s. */
  analyticsIntervalMs?: number;
};

/**
 * The sandbox's background work for one instance: webhook deliveries, the simulator's clock-driven
 * steps, and the analytics cache. `npm run sandbox` and the process-wide instance start these.
 */
export function startSandboxWorkers(ctx: SandboxContext, opts: SandboxWorkerOptions = {}): Stoppable {
  const loops = [
    startDeliveryWorker(ctx, { intervalMs: opts.deliveryIntervalMs ?? 1000 }),
    every(opts.tickIntervalMs ?? 5000, "simulator", () => simulatorTick(ctx)),
    startAnalyticsRefresher(ctx, { intervalMs: opts.analyticsIntervalMs ?? 60_000 }),
  ];
  let stopping: Promise<void> | undefined;
  return {
    stop: () => (stopping ??= Promise.all(loops.map((l) => l.stop())).then(() => undefined)),
  };
}

export type DueWorkResult = { expired: number; refunded: number; attempted: number; delivered: number };

/**
 * Everything that became due now, run to completion (the control API calls this after moving the
 * clock): expiries and refunds first, so the webhooks they queue go out in the delivery passes.
 */
export async function runDueWork(ctx: SandboxContext, maxPasses = 50): Promise<DueWorkResult> {
  const result: DueWorkResult = { expired: 0, refunded: 0, attempted: 0, delivered: 0 };
  for (let i = 0; i < maxPasses; i++) {
    const { expired, refunded } = await simulatorTick(ctx);
    result.expired += expired;
    result.refunded += refunded;
    if (!expired && !refunded) break;
  }
  for (let i = 0; i < maxPasses; i++) {
    const pass = await deliverDue(ctx);
    result.attempted += pass.attempted;
    result.delivered += pass.delivered;
    if (!pass.attempted) break;
  }
  return result;
}
