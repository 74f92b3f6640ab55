/**
 * Time buckets for sales series: keys are wall-clock labels in a time zone ("2026-11-23" per day,
 * "2026-11-23T14" per hour), so a sale at 01:30 UTC lands on the previous day in São Paulo. Pure
 * functions of their arguments; isomorphic.
 */
import { keyToWallMs, offsetMs } from "@/lib/dates";

export const BUCKET_UNITS = ["day", "hour"] as const;
export type BucketUnit = (typeof BUCKET_UNITS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The bucket of an instant in `timeZone`. */
export function bucketKey(epochMs: number, unit: BucketUnit, timeZone: string): string {
  const wall = new Date(epochMs + offsetMs(timeZone, epochMs));
  const day = `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return unit === "day" ? day : `${day}T${pad(wall.getUTCHours())}`;
}

/**
 * Every bucket key from the bucket of `fromMs` to the bucket of `toMs`, in order, without gaps. Days
 * step on the calendar; hours step on instants, so a skipped or repeated wall hour (daylight saving)
 * appears once or not at all, as it happened. Stops after `max` keys.
 */
export function bucketKeys(
  fromMs: number,
  toMs: number,
  unit: BucketUnit,
  timeZone: string,
  max = 5_000,
): string[] {
  if (toMs < fromMs) return [];
  const keys: string[] = [];
  const last = bucketKey(toMs, unit, timeZone);
  if (unit === "day") {
    let wall = keyToWallMs(bucketKey(fromMs, "day", timeZone));
    const end = keyToWallMs(last);
    while (wall <= end && keys.length < max) {
      keys.push(bucketKey(wall, "day", "UTC"));
      wall += DAY_MS;
    }
    return keys;
  }
  // Start at the instant the first bucket's hour began (offsets are whole-minute multiples here).
  let at = fromMs - ((((fromMs + offsetMs(timeZone, fromMs)) % HOUR_MS) + HOUR_MS) % HOUR_MS);
  while (at <= toMs && keys.length < max) {
    const key = bucketKey(at, "hour", timeZone);
    if (keys[keys.length - 1] !== key) keys.push(key);
    at += HOUR_MS;
  }
  if (keys[keys.length - 1] !== last && keys.length < max) keys.push(last);
  return keys;
}

/** The instant a local calendar day starts in `timeZone` (its first wall-clock minute). */
export function startOfLocalDay(epochMs: number, timeZone: string): number {
  const wallMidnight = keyToWallMs(bucketKey(epochMs, "day", timeZone));
  // Two passes settle the offset even when it differs between midnight and `epochMs`.
  let at = wallMidnight - offsetMs(timeZone, epochMs);
  at = wallMidnight - offsetMs(timeZone, at);
  return at;
}
