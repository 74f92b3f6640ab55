/**
 * Dates: UTC ISO strings on the wire, shown and entered in DISPLAY_TZ. Pure functions of their
 * arguments (time zone included) so they work on the server, in the browser and in tests.
 */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, epochMs: number) {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, f);
  }
  const p: Record<string, number> = {};
  for (const { type, value } of f.formatToParts(epochMs)) if (type !== "literal") p[type] = Number(value);
  return p as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
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
const displayFormatters = new Map<string, Intl.DateTimeFormat>();

function displayFormatter(kind: "datetime" | "date" | "time", { timeZone, locale = "pt-BR" }: FormatOptions) {
  const key = `${kind}|${timeZone}|${locale}`;
  let f = displayFormatters.get(key);
  if (!f) {
    const style: Intl.DateTimeFormatOptions =
      kind === "datetime"
        ? { dateStyle: "medium", timeStyle: "short" }
        : kind === "date"
          ? { dateStyle: "medium" }
          : { timeStyle: "short" };
    f = new Intl.DateTimeFormat(locale, { ...style, timeZone });
    displayFormatters.set(key, f);
  }
  return f;
}

/** "10 de mar. de 2025, 20:00" (pt-BR) in the display zone; "" for a missing or bad value. */
export function formatDateTime(iso: string | null | undefined, options: FormatOptions): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? "" : displayFormatter("datetime", options).format(ms);
}

/** Start and end of an event; the end shows only its time when it falls on the same local day. */
export function formatRange(start: string, end: string | null | undefined, options: FormatOptions): string {
  const from = formatDateTime(start, options);
  if (!end) return from;
  const sameDay =
    toLocalInput(start, options.timeZone).slice(0, 10) === toLocalInput(end, options.timeZone).slice(0, 10);
  const endMs = Date.parse(end);
  if (Number.isNaN(endMs)) return from;
  return `${from} – ${sameDay ? displayFormatter("time", options).format(endMs) : formatDateTime(end, options)}`;
}

/** "Horário de Brasília (America/Sao_Paulo)": the zone's generic name in the locale, then its id. */
export function timeZoneLabel(timeZone: string, locale = "pt-BR"): string {
  try {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(0)
      .find((p) => p.type === "timeZoneName")?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}
