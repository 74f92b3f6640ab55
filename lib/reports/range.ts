/**
 * The reports' period: whole local days in DISPLAY_TZ, `from` through `to` inclusive ("2026-11-01" to
 * "2026-11-30"), as instants [fromMs, toMs); and the previous period of the same number of days, ending
 * the day before `from`. Isomorphic and zod-free (the range form imports it).
 */
import { bucketKey, startOfLocalDay } from "@/lib/analytics/bucket";
import { keyToWallMs } from "@/lib/dates";

const DAY_MS = 86_400_000;
/** The longest period a report covers (two years of days); a longer one is cut at its start. */
export const MAX_REPORT_DAYS = 731;
export const DEFAULT_REPORT_DAYS = 30;
export const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export type ReportPeriod = { from: string; to: string; days: number; fromMs: number; toMs: number };
export type ReportRange = { current: ReportPeriod; previous: ReportPeriod };

/** A calendar day moved by `n` days ("2026-03-01", -1 → "2026-02-28"). */
export function addDays(day: string, n: number): string {
  return new Date(keyToWallMs(day) + n * DAY_MS).toISOString().slice(0, 10);
}

export const isDay = (value: unknown): value is string =>
  typeof value === "string" && DAY_RE.test(value) && addDays(value, 0) === value;

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((keyToWallMs(to) - keyToWallMs(from)) / DAY_MS) + 1;

function period(from: string, to: string, timeZone: string): ReportPeriod {
  // Noon of each wall day, so the zone's offset that day decides where it starts.
  const start = (day: string) => startOfLocalDay(keyToWallMs(day) + 12 * 3_600_000, timeZone);
  return { from, to, days: daysBetween(from, to), fromMs: start(from), toMs: start(addDays(to, 1)) };
}

/**
 * The period the URL asks for: `from`/`to` when both are real days in order, else the last 30 days
 * through today; longer than MAX_REPORT_DAYS keeps the last ones. `previous` has the same length.
 */
export function reportRange(
  query: { from?: string; to?: string },
  nowMs: number,
  timeZone: string,
): ReportRange {
  const today = bucketKey(nowMs, "day", timeZone);
  let to = isDay(query.to) ? query.to : today;
  let from = isDay(query.from) ? query.from : addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  if (from > to) [from, to] = [to, from];
  if (daysBetween(from, to) > MAX_REPORT_DAYS) from = addDays(to, -(MAX_REPORT_DAYS - 1));
  const days = daysBetween(from, to);
  return {
    current: period(from, to, timeZone),
    previous: period(addDays(from, -days), addDays(from, -1), timeZone),
  };
}

/** `reportRange` as of now (pages call this: reading the clock stays out of components). */
export const currentReportRange = (query: { from?: string; to?: string }, timeZone: string) =>
  reportRange(query, Date.now(), timeZone);
