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

/**
 * Why a typed amount was refused; `ambiguous` and `negative` get their own messages ("amountAmbiguous",
 * "amountNegative" in each namespace): "-10" is told it must be positive, not about decimal places.
 */
export type TypedAmountError = "empty" | "invalid" | "ambiguous" | "negative";
export type TypedAmount = { ok: true; cents: number } | { ok: false; error: TypedAmountError };

const TYPED_MAX_WHOLE_DIGITS = 10;
/** "1.234,50", "1234,50", "12,5", "1.234.567", "120": dots group thousands, a comma marks the cents. */
const COMMA_CENTS = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
/** "1234.50", "12.5": a point marks the cents, nothing is grouped. */
const POINT_CENTS = /^(\d+)\.(\d{1,2})$/;
/** "1,234.50", "1,234", "1.234": US grouping, or a lone mark before three digits (a thousand or 1.234?). */
const AMBIGUOUS = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$|^\d{1,3}\.\d{3}$/;

/**
 * An amount as people type it in a form → integer cents, behind every money (and percent) field.
 * Brazilian style ("1.234,50", "1234,50", "12,5", "R$ 99,90") and a plain decimal point ("1234.50")
 * are read; what could mean two amounts ("1,234.50", "1.234") is refused as ambiguous, not guessed.
 * Non-negative, at most two decimals and ten whole digits; text only, never a float.
 */
export function parseTypedAmount(raw: string): TypedAmount {
  const text = raw.replace(/\s|R\$/g, "");
  if (!text) return { ok: false, error: "empty" };
  if (/^[-−]/.test(text)) return { ok: false, error: "negative" };
  if (AMBIGUOUS.test(text)) return { ok: false, error: "ambiguous" };
  const match = COMMA_CENTS.exec(text) ?? POINT_CENTS.exec(text);
  const whole = match?.[1].replace(/\./g, "").replace(/^0+(?=\d)/, "");
  if (!match || !whole || whole.length > TYPED_MAX_WHOLE_DIGITS) return { ok: false, error: "invalid" };
  return { ok: true, cents: Number(whole) * 100 + Number((match[2] ?? "").padEnd(2, "0")) };
}

/** The message key for a refused amount: the field's own, or `amountAmbiguous`/`amountNegative` (beside it). */
export function typedAmountMessage<K extends string>(
  error: TypedAmountError,
  fieldKey: K,
): K | "amountAmbiguous" | "amountNegative" {
  if (error === "ambiguous") return "amountAmbiguous";
  return error === "negative" ? "amountNegative" : fieldKey;
}

/**
 * Cents as a person would type them back into a form field in their locale: "1.234,50" in pt-BR,
 * "1234.50" otherwise (no grouping: "1,234.50" reads as ambiguous). parseTypedAmount reads both back.
 */
export function formatTypedAmount(cents: number, locale: string): string {
  const plain = fromCents(cents);
  if (!locale.toLowerCase().startsWith("pt")) return plain;
  const [whole, fraction] = plain.split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${fraction}`;
}

/** Cents as the shortest wire text: whole amounts without decimals ("10"), others with two ("12.50"). */
export function fromCentsTrimmed(cents: number): string {
  return fromCents(cents).replace(/\.00$/, "");
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The one place an `Intl.NumberFormat` is built (test/formatting-sources.test.ts): cached per locale and options. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats cents as BRL (R$ 1.234,50 in pt-BR). The amount goes to Intl as a decimal string, which
 * Intl formats exactly, so no float rounding happens even for very large values.
 */
export function formatBRL(cents: number | bigint, locale = "pt-BR"): string {
  return numberFormat(locale, { style: "currency", currency: "BRL" }).format(fromCents(cents) as `${number}`);
}

/** Formats a wire amount directly; returns the raw text when it is not a decimal amount. */
export function formatMoney(value: string, locale = "pt-BR"): string {
  try {
    return formatBRL(toCentsBigInt(value), locale);
  } catch {
    return value;
  }
}

/** Chart axis ticks only ("R$ 12 mil"): a scale label; every figure a user reads is `formatBRL`. */
export function formatCompactBRL(cents: number, locale: string): string {
  return numberFormat(locale, { style: "currency", currency: "BRL", notation: "compact" }).format(
    cents / 100,
  );
}

/** A count or a measure in the user's locale ("1.234" in pt-BR), at most `maxFractionDigits` decimals. */
export function formatNumber(value: number, locale: string, maxFractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits: maxFractionDigits }).format(value);
}

/** A ratio as a percent (0.125 → "12,5%" in pt-BR). */
export function formatPercent(ratio: number, locale: string, maxFractionDigits = 1): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: maxFractionDigits }).format(ratio);
}
