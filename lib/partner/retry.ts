import "server-only";

import { setTimeout as delay } from "node:timers/promises";

/** Retry policy pieces of the Partner transport: which answers retry, how long to wait. */

/** Network errors are handled by the caller; these statuses are worth another GET. */
export const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * `Retry-After` as milliseconds from now: delta-seconds or an HTTP-date (RFC 9110 §10.2.3).
 * Undefined when absent or unparseable; a date in the past gives 0.
 */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  // All three HTTP-date forms start with a day name; this keeps Date.parse's leniency ("1.5") out.
  const at = /^[A-Za-z]{3}/.test(v) ? Date.parse(v) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Full jitter (AWS architecture blog): uniform in [0, min(cap, base·2^attempt)). */
export function fullJitter(attempt: number, baseMs: number, capMs: number, random: () => number): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt));
}

/** Resolves after `ms`; rejects with the signal's reason (not a generic AbortError) as soon as it aborts. */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch (error) {
    throw signal?.aborted ? signal.reason : error;
  }
}
