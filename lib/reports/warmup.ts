import "server-only";

import { processSingleton } from "@/lib/process-singleton";

import { isWarm, readEventOrders } from "./cache";
import type { ReportEvent } from "./load";

export type WarmupProgress = { running: boolean; done: number; total: number };
type Warmup = WarmupProgress & { failed: number; endedAt: number };

/** After a warm-up ends the page reads directly for a while, even if the cache could not keep every event. */
const SETTLE_MS = 60_000;

const warmups = () => processSingleton("reports.warmups", () => new Map<string, Warmup>());

/**
 * The first read of a producer's events, started once and run in the background so the page can show
 * its progress (`done` of `total` events) instead of waiting blank. `running: false` means the page
 * may read now: every event is cached, or the last warm-up ended with failures (the page's own read
 * then shows the error; the next visit tries again).
 */
export function warmupProgress(producerId: string, events: ReportEvent[], now = Date.now()): WarmupProgress {
  const map = warmups();
  const current = map.get(producerId);
  if (current?.running) return { running: true, done: current.done, total: current.total };
  if (current && (current.failed > 0 || now - current.endedAt < SETTLE_MS)) {
    if (current.failed > 0) map.delete(producerId);
    return { running: false, done: current.done, total: current.total };
  }
  const missing = events.filter((e) => !isWarm(e.id));
  if (missing.length === 0) return { running: false, done: events.length, total: events.length };
  const warmup: Warmup = { running: true, done: 0, total: missing.length, failed: 0, endedAt: 0 };
  map.set(producerId, warmup);
  void Promise.all(
    missing.map((e) =>
      readEventOrders(e.id).then(
        () => void warmup.done++,
        (error: unknown) => {
          warmup.failed++;
          console.error(`reports: reading event ${e.id} failed`, error);
        },
      ),
    ),
  ).finally(() => {
    warmup.running = false;
    warmup.endedAt = Date.now();
  });
  return { running: true, done: 0, total: warmup.total };
}
