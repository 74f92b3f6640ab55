import { fromLocalInput, toLocalInput } from "@/lib/dates";

/** What the next-run computation reads of a schedule (isomorphic: the form shows it too). */
export type Timing = {
  frequency: "daily" | "weekly" | "event_end";
  /** 0 = Sunday … 6 = Saturday; weekly only. */
  weekday: number | null;
  /** Local hour in DISPLAY_TZ. */
  hour: number;
  /** event_end: when the event ends (its `ends_at`, else `starts_at`), UTC ISO. */
  endsAt?: string | null;
};

const DAY_MS = 86_400_000;

/** The calendar day `n` days after `day` ("YYYY-MM-DD"), and its weekday. */
function shiftDay(day: string, n: number): { day: string; weekday: number } {
  const d = new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
  return { day: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
}

/**
 * The first slot strictly after `after`, in `timeZone`: the next `hour`:00 local (on `weekday` for a
 * weekly one), or the event's end for a once-at-the-end schedule (null once that has passed `after`,
 * i.e. it was sent). Wall-clock hours that a DST change skips move forward (lib/dates fromLocalInput).
 */
export function nextRunAfter(timing: Timing, after: Date, timeZone: string): Date | null {
  if (timing.frequency === "event_end") {
    const end = timing.endsAt ? Date.parse(timing.endsAt) : NaN;
    return Number.isNaN(end) || end <= after.getTime() ? null : new Date(end);
  }
  const today = toLocalInput(after.toISOString(), timeZone).slice(0, 10);
  for (let n = 0; n <= 8; n++) {
    const { day, weekday } = shiftDay(today, n);
    if (timing.frequency === "weekly" && weekday !== timing.weekday) continue;
    const at = fromLocalInput(`${day}T${String(timing.hour).padStart(2, "0")}:00`, timeZone);
    if (at && Date.parse(at) > after.getTime()) return new Date(at);
  }
  return null;
}

/**
 * The first slot of a newly created (or re-armed) schedule: an event-end schedule whose event already
 * ended is due at once, so "send when the event ends" on a past event sends on the next pass.
 */
export function firstRun(timing: Timing, now: Date, timeZone: string): Date | null {
  if (timing.frequency === "event_end" && timing.endsAt && Date.parse(timing.endsAt) <= now.getTime())
    return now;
  return nextRunAfter(timing, now, timeZone);
}

/** What decides a schedule's slots: the event's end for a once-at-the-end one, else day and hour. */
const slotsOf = (t: Timing) =>
  t.frequency === "event_end" ? `end ${t.endsAt ?? ""}` : `${t.frequency} ${t.weekday ?? ""} ${t.hour}`;

/**
 * The next slot after an edit: a schedule whose slots are unchanged keeps its next one (so a
 * once-at-the-end schedule already sent is not sent again, and a slot being sent is not skipped);
 * a new timing is armed as a new schedule's would be (firstRun).
 */
export function rearmedRun(
  before: Timing & { nextRunAt: Date | null },
  after: Timing,
  now: Date,
  timeZone: string,
): Date | null {
  return slotsOf(before) === slotsOf(after) ? before.nextRunAt : firstRun(after, now, timeZone);
}
