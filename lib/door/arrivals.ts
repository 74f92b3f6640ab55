import { toLocalInput } from "@/lib/dates";
import { byText } from "@/lib/url-state/sort";

/**
 * Arrivals at the door, from the entrance list's `checked_in_at`: check-ins per quarter hour (wall-clock
 * buckets in the display zone), per lot, the peak quarter hour, tickets not yet checked in and, once the
 * event has ended, the no-show rate. Pure and isomorphic.
 */
export const QUARTER_MS = 15 * 60_000;

type EntranceLike = { product_name: string | null; checked_in: boolean; checked_in_at: string | null };

/** A quarter hour as a wall-clock key in the display zone: "2026-11-23T21:45". */
export type Bucket = { key: string; count: number };
export type LotArrivals = { lot: string | null; checkedIn: number; total: number };

export type Arrivals = {
  total: number;
  checkedIn: number;
  notCheckedIn: number;
  /** Every quarter hour from the first check-in to the last, empty ones included (a chart's x axis). */
  buckets: Bucket[];
  /** The busiest quarter hour (the earliest on a tie), or null before the first check-in. */
  peak: Bucket | null;
  lots: LotArrivals[];
  /** Whether the event's end has passed. */
  ended: boolean;
  /** Share of tickets not checked in (0..1) once the event has ended; null before, or with no tickets. */
  noShowRate: number | null;
};

/** The quarter hour an instant falls in, as a wall-clock key in `timeZone` ("" for a bad value). */
export function quarterKey(iso: string, timeZone: string): string {
  const local = toLocalInput(iso, timeZone);
  if (!local) return "";
  const minute = Math.floor(Number(local.slice(14, 16)) / 15) * 15;
  return `${local.slice(0, 14)}${String(minute).padStart(2, "0")}`;
}

/** Wall-clock key → the same wall time read as UTC (to step keys without a zone database). */
const keyMs = (key: string) => Date.parse(`${key}:00Z`);
const msKey = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** The bucket keys from `first` to `last` (both wall-clock quarter keys), 15 minutes apart. */
function keysBetween(first: string, last: string): string[] {
  const keys: string[] = [];
  for (let ms = keyMs(first); ms <= keyMs(last); ms += QUARTER_MS) keys.push(msKey(ms));
  return keys;
}

export function summarizeArrivals(
  tickets: readonly EntranceLike[],
  {
    timeZone,
    locale,
    endsAt,
    nowMs,
  }: { timeZone: string; locale: string; endsAt: string | null; nowMs: number },
): Arrivals {
  const perKey = new Map<string, number>();
  const perLot = new Map<string | null, LotArrivals>();
  let checkedIn = 0;
  for (const ticket of tickets) {
    const lot = perLot.get(ticket.product_name) ?? { lot: ticket.product_name, checkedIn: 0, total: 0 };
    perLot.set(ticket.product_name, lot);
    lot.total++;
    if (!ticket.checked_in) continue;
    checkedIn++;
    lot.checkedIn++;
    const key = ticket.checked_in_at ? quarterKey(ticket.checked_in_at, timeZone) : "";
    if (key) perKey.set(key, (perKey.get(key) ?? 0) + 1);
  }

  const sorted = [...perKey.keys()].sort();
  const buckets = sorted.length
    ? keysBetween(sorted[0], sorted[sorted.length - 1]).map((key) => ({ key, count: perKey.get(key) ?? 0 }))
    : [];
  let peak: Bucket | null = null;
  for (const bucket of buckets) if (bucket.count > 0 && (!peak || bucket.count > peak.count)) peak = bucket;

  const total = tickets.length;
  const endMs = endsAt ? Date.parse(endsAt) : Number.NaN;
  const ended = !Number.isNaN(endMs) && endMs <= nowMs;
  const notCheckedIn = total - checkedIn;
  // Busiest lot first; equal ones by name in the reader's language.
  const byName = byText<LotArrivals>((l) => l.lot ?? "", locale);
  const lots = [...perLot.values()].sort((a, b) => b.total - a.total || byName(a, b));
  return {
    total,
    checkedIn,
    notCheckedIn,
    buckets,
    peak,
    lots,
    ended,
    noShowRate: ended && total > 0 ? notCheckedIn / total : null,
  };
}
