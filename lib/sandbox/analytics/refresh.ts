import { sql } from "drizzle-orm";

import type { SandboxContext } from "../context";
import { computeAnalytics } from "./compute";
import { analyticsCache } from "../db/schema";

type RefreshContext = Pick<SandboxContext, "db" | "clock">;

const CHUNK = 500;

/**
 * Recomputes the cache of one event, or of every event when `eventId` is omitted, stamping `cached_at`
 * with the sandbox clock. Returns how many events were refreshed.
 */
export async function refreshAnalytics(ctx: RefreshContext, eventId?: string): Promise<number> {
  const computed = await computeAnalytics(ctx.db, eventId ? [eventId] : undefined);
  const cachedAt = ctx.clock.now();
  const rows = [...computed].map(([id, payload]) => ({ eventId: id, payload, cachedAt }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await ctx.db
      .insert(analyticsCache)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: analyticsCache.eventId,
        set: { payload: sql`excluded.payload`, cachedAt: sql`excluded.cached_at` },
      });
  }
  return rows.length;
}

export type RefresherOptions = {
  intervalMs?: number;
  /** Injectable for tests; defaults to the global timers. */
  timers?: {
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (handle: never) => void;
  };
  onError?: (err: unknown) => void;
};

/**
 * Refreshes every event's analytics now and then every `intervalMs` (a timeout chain, so passes never
 * overlap on a slow database). `stop()` waits for a pass in flight, so the database can close after it.
 */
export function startAnalyticsRefresher(
  ctx: RefreshContext,
  { intervalMs = 60_000, timers = globalThis, onError }: RefresherOptions = {},
): { stop(): Promise<void> } {
  let stopped = false;
  let handle: unknown;
  let running: Promise<unknown> = Promise.resolve();
  const report = onError ?? ((err: unknown) => console.error("[sandbox analytics] refresh failed", err));
  const schedule = (ms: number) => {
    handle = timers.setTimeout(tick, ms);
    // The refresher alone never keeps a process (a CLI, a test run) alive.
    (handle as { unref?: () => void } | undefined)?.unref?.();
  };
  const tick = () => {
    running = refreshAnalytics(ctx)
      .catch(report)
      .finally(() => {
        if (!stopped) schedule(intervalMs);
      });
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      timers.clearTimeout(handle as never);
      await running;
    },
  };
}
