/**
 * Gaps before each retry (DESIGN.md): after the 1st failure wait 5 s, after the 2nd 5 min, and so on;
 * after the 8th attempt (7 retries) the delivery is `failed`.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export const JITTER = 0.1;

/**
 * The wait after `attempts` failed attempts, ±10% jitter, times the sandbox's time scale;
 * null when the schedule is exhausted.
 */
export function retryDelayMs(
  attempts: number,
  timeScale: number,
  random: () => number = Math.random,
): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  const jitter = 1 - JITTER + 2 * JITTER * random();
  return Math.round(base * jitter * timeScale);
}
