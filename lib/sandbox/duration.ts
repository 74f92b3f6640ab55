const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};
const SHORT = /^(\d+(?:\.\d+)?)(ms|s|m|h|d|w)$/;
// Calendar units (years, months) have no fixed length, so ISO 8601 is accepted only from weeks down.
const ISO =
  /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * "90s", "30m", "2h", "1d", "1h30m" or ISO 8601 ("PT2H", "P1DT12H") → milliseconds; null when the
 * text is none of those or adds up to zero.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  let ms = 0;
  const iso = ISO.exec(value.toUpperCase());
  if (iso && value.length > 1 && !value.toUpperCase().endsWith("T")) {
    const [w, d, h, m, s] = iso.slice(1).map((v) => Number(v ?? 0));
    ms = w * UNIT_MS.w + d * UNIT_MS.d + h * UNIT_MS.h + m * UNIT_MS.m + s * UNIT_MS.s;
  } else {
    const parts = value.toLowerCase().match(/\d+(?:\.\d+)?(?:ms|s|m|h|d|w)/g);
    if (!parts || parts.join("") !== value.toLowerCase()) return null;
    for (const part of parts) {
      const [, n, unit] = SHORT.exec(part)!;
      ms += Number(n) * UNIT_MS[unit];
    }
  }
  ms = Math.round(ms);
  return ms > 0 && Number.isSafeInteger(ms) ? ms : null;
}
