import { randomInt } from "node:crypto";

/**
 * Codes for bulk single-use coupons: PREFIX-SUFFIX, the suffix drawn with crypto (no Math.random) from an
 * alphabet without look-alikes (0/O, 1/I/L), so a code read aloud or typed from paper still works.
 */
export const SUFFIX_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** 31^10 ≈ 8·10^14 (≈ 49 bits): guessing one of 500 codes takes ~10^12 tries. */
export const SUFFIX_LENGTH = 10;
export const PREFIX_MAX = 20;
export const BULK_MAX = 500;
export const PREFIX_PATTERN = /^[A-Za-z0-9_]+$/;

export function normalizePrefix(prefix: string): string {
  return prefix.trim().toUpperCase();
}

export function randomSuffix(length = SUFFIX_LENGTH): string {
  let out = "";
  // randomInt draws uniformly (rejection sampling inside), so no letter is likelier than another.
  for (let i = 0; i < length; i++) out += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return out;
}

/** `count` distinct codes `PREFIX-XXXXXXXXXX`; codes are compared case-insensitively upstream. */
export function generateCodes(prefix: string, count: number): string[] {
  const head = normalizePrefix(prefix);
  if (!PREFIX_PATTERN.test(head) || head.length > PREFIX_MAX)
    throw new RangeError(`prefix must be 1..${PREFIX_MAX} letters, digits or underscores`);
  if (!Number.isInteger(count) || count < 1 || count > BULK_MAX)
    throw new RangeError(`count must be an integer in 1..${BULK_MAX}`);
  const codes = new Set<string>();
  while (codes.size < count) codes.add(`${head}-${randomSuffix()}`);
  return [...codes];
}
