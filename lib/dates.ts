/**
 * Dates: UTC ISO strings on the wire, shown and entered in DISPLAY_TZ. Pure functions of their
 * arguments (time zone included) so they work on the server, in the browser and in tests.
 */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The one place an `Intl.DateTimeFormat` is built (test/formatting-sources.test.ts): cached per locale and options. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, f);
  }
  return f;
}

/** Whether `timeZone` is an IANA zone this runtime knows (DISPLAY_TZ is checked with it at start-up). */
export function isTimeZone(timeZone: string): boolean {
  try {
    dateFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

function partsIn(timeZone: string, epochMs: number) {
  const f = dateFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const p: Record<string, number> = {};
  for (const { type, value } of f.formatToParts(epochMs)) if (type !== "literal") p[type] = Number(value);
  return p as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** The calendar month (1..12) an instant falls in, in `timeZone`. */
export function monthIn(timeZone: string, at: Date = new Date()): number {
  return partsIn(timeZone, at.getTime()).month;
}

/** The zone's offset from UTC at an instant, in ms (São Paulo → -3 h). */
export function offsetMs(timeZone: string, epochMs: number): number {
  const p = partsIn(timeZone, epochMs);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** UTC ISO → the value of an `<input type="datetime-local">` in `timeZone` ("2025-03-10T20:00"). */
export function toLocalInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  const p = partsIn(timeZone, ms);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * A datetime-local value read as wall-clock time in `timeZone` → UTC ISO, or null when it is not a
 * valid date. Like Temporal's "compatible": an ambiguous time (clocks go back) takes the earlier
 * instant, a skipped time (clocks go forward) moves forward by the gap.
 */
export function fromLocalInput(value: string | null | undefined, timeZone: string): string | null {
  const m = LOCAL_INPUT.exec(value?.trim() ?? "");
  if (!m) return null;
  const [year, month, day, hour, minute, second = 0] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;

  const offsets = [
    ...new Set([
      offsetMs(timeZone, wall - DAY_MS),
      offsetMs(timeZone, wall),
      offsetMs(timeZone, wall + DAY_MS),
    ]),
  ];
  const valid = offsets.map((o) => wall - o).filter((t) => wall - offsetMs(timeZone, t) === t);
  const instant = valid.length > 0 ? Math.min(...valid) : wall - offsetMs(timeZone, wall - DAY_MS);
  return new Date(instant).toISOString().replace(".000Z", "Z");
}

type FormatOptions = { timeZone: string; locale?: string };

const DISPLAY_STYLES: Record<"datetime" | "time", Intl.DateTimeFormatOptions> = {
  datetime: { dateStyle: "medium", timeStyle: "short" },
  time: { timeStyle: "short" },
};

function displayFormatter(kind: keyof typeof DISPLAY_STYLES, { timeZone, locale = "pt-BR" }: FormatOptions) {
  return dateFormat(locale, { ...DISPLAY_STYLES[kind], timeZone });
}

/** "10 de mar. de 2025, 20:00" (pt-BR) in the display zone; "" for a missing or bad value. */
export function formatDateTime(iso: string | null | undefined, options: FormatOptions): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? "" : displayFormatter("datetime", options).format(ms);
}

/** "20:00" (pt-BR) / "8:00 PM" (en): the time of day in the display zone; "" for a missing or bad value. */
export function formatTime(iso: string | null | undefined, options: FormatOptions): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? "" : displayFormatter("time", options).format(ms);
}

/**
 * An instant as ISO 8601 with the zone's offset ("2032-09-01T19:30:00-04:00" in Manaus): exact and
 * machine-readable like the wire's UTC, but the wall-clock time a reader of an export expects.
 */
export function toZonedIso(iso: string | null | undefined, timeZone: string): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) return "";
  const offset = offsetMs(timeZone, ms);
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / 60_000;
  return `${wall}${offset < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Start and end of an event; the end shows only its time when it falls on the same local day. */
export function formatRange(start: string, end: string | null | undefined, options: FormatOptions): string {
  const from = formatDateTime(start, options);
  if (!end) return from;
  const sameDay =
    toLocalInput(start, options.timeZone).slice(0, 10) === toLocalInput(end, options.timeZone).slice(0, 10);
  const endMs = Date.parse(end);
  if (Number.isNaN(endMs)) return from;
  return `${from} – ${sameDay ? formatTime(end, options) : formatDateTime(end, options)}`;
}

/** "Horário Padrão do Amazonas (America/Manaus)": the zone's generic name in the locale, then its id. */
export function timeZoneLabel(timeZone: string, locale = "pt-BR"): string {
  try {
    const name = dateFormat(locale, { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(0)
      .find((p) => p.type === "timeZoneName")?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * Wall-clock keys ("2026-11-23", "2026-11-23T14", "2026-11-23T14:45": a day, an hour or a quarter hour already in the display zone, as
 * sales buckets and day filters use) read as if UTC, so formatting them as UTC shows them unshifted.
 */
export function keyToWallMs(key: string): number {
  const [date, time = "0"] = key.split("T");
  const [hour, minute = "0"] = time.split(":");
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d, Number(hour), Number(minute));
}

const wallFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  dateFormat(locale, { ...options, timeZone: "UTC" });

/** A calendar day ("2026-11-23", no zone: a birthdate, a day filter) → "23 de nov. de 2026"; "" if bad. */
export function formatCalendarDay(day: string, locale: string, style: "medium" | "long" = "medium"): string {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? keyToWallMs(day) : Number.NaN;
  return Number.isNaN(ms) ? "" : wallFormat(locale, { dateStyle: style }).format(ms);
}

/** "23 de nov." / "23 de nov., 14:00" from a bucket key (already in the display zone). */
export function formatBucket(key: string, unit: "day" | "hour", locale: string, withYear = false): string {
  return wallFormat(locale, {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    ...(unit === "hour" ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
  }).format(keyToWallMs(key));
}

/** A month's name in the locale (11 → "novembro"). */
export function monthName(month: number, locale: string): string {
  return wallFormat(locale, { month: "long" }).format(Date.UTC(2000, month - 1, 1));
}
