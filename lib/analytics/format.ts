import type { BucketUnit } from "./bucket";
import { keyToWallMs } from "./bucket";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "23 de nov." / "23 de nov., 14h" from a bucket key (already in the display zone; formatted as UTC). */
export function formatBucket(key: string, unit: BucketUnit, locale: string, withYear = false): string {
  const id = `${unit}|${locale}|${withYear}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      ...(unit === "hour" ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
    });
    formatters.set(id, f);
  }
  return f.format(keyToWallMs(key));
}
