/**
 * Money: decimal strings on the wire ("1234.50", BRL), integer cents in code, formatted once at render.
 * Parsing never goes through floating point, so sums of cents are exact.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export class MoneyParseError extends Error {
  constructor(input: string, reason = "not a decimal amount") {
    super(`Invalid money value "${input.slice(0, 40)}": ${reason}`);
    this.name = "MoneyParseError";
  }
}

/** Exact cents as a BigInt, for values of any size. */
export function toCentsBigInt(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new MoneyParseError(value);
  const [, sign, whole, frac = ""] = match;
  const cents = BigInt(whole) * 100n + BigInt(frac.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** Integer cents ("0.05" → 5, "-12.30" → -1230). Throws beyond Number.MAX_SAFE_INTEGER cents. */
export function toCents(value: string): number {
  const cents = toCentsBigInt(value);
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyParseError(value, "too large for exact arithmetic; use toCentsBigInt");
  }
  return Number(cents);
}

/** Like `toCents`, but null when the value is not a decimal amount. */
export function tryToCents(value: string | null | undefined): number | null {
  if (value == null) return null;
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

/** Cents back to the wire format: 5 → "0.05", -1230 → "-12.30". */
export function fromCents(cents: number | bigint): string {
  if (typeof cents === "number" && !Number.isSafeInteger(cents))
    throw new RangeError("cents must be a safe integer");
  const big = BigInt(cents);
  const abs = big < 0n ? -big : big;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, "0");
  return `${big < 0n ? "-" : ""}${whole}.${frac}`;
}

export function sumCents(values: readonly string[]): number {
  return values.reduce((total, v) => total + toCents(v), 0);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats cents as BRL (R$ 1.234,50 in pt-BR). The amount goes to Intl as a decimal string, which
 * Intl formats exactly, so no float rounding happens even for very large values.
 */
export function formatBRL(cents: number | bigint, locale = "pt-BR"): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency: "BRL" });
    formatters.set(locale, formatter);
  }
  return formatter.format(fromCents(cents) as `${number}`);
}

/** Formats a wire amount directly; returns the raw text when it is not a decimal amount. */
export function formatMoney(value: string, locale = "pt-BR"): string {
  try {
    return formatBRL(toCentsBigInt(value), locale);
  } catch {
    return value;
  }
}
