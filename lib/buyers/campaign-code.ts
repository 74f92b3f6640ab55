/**
 * Birthday campaign codes: `NIVER-<short>-<MMYY>`. `short` is 6 characters of Crockford base32 (no I, L,
 * O, U) from a bijection of a 30-bit counter (a Feistel network), so distinct counters never give the same
 * code, and consecutive ones do not look consecutive (a guessed neighbour is not a valid coupon).
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const HALF_BITS = 15;
const HALF_MASK = (1 << HALF_BITS) - 1;
const ROUND_KEYS = [0x5a3c, 0x1f29, 0x6b71, 0x2d4e];

/** The largest counter a code can carry (2^30 − 1). */
export const MAX_CODE_SEQ = 2 ** (2 * HALF_BITS) - 1;

const round = (half: number, key: number) => (Math.imul(half ^ key, 0x2c1b3c6d) >>> 17) & HALF_MASK;

/** A permutation of 0..2^30−1. */
export function scramble(seq: number): number {
  if (!Number.isInteger(seq) || seq < 0 || seq > MAX_CODE_SEQ)
    throw new RangeError(`seq out of range: ${seq}`);
  let left = seq >>> HALF_BITS;
  let right = seq & HALF_MASK;
  for (const key of ROUND_KEYS) [left, right] = [right, left ^ round(right, key)];
  return left * (HALF_MASK + 1) + right;
}

function base32(value: number, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) {
    out = ALPHABET[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

/** The code of counter `seq` for a campaign of `month` (1..12) of `year`. */
export function campaignCode(seq: number, month: number, year: number): string {
  return `NIVER-${base32(scramble(seq), 6)}-${String(month).padStart(2, "0")}${String(year % 100).padStart(2, "0")}`;
}

export const CAMPAIGN_CODE_PATTERN = /^NIVER-[0-9A-HJKMNP-TV-Z]{6}-(0[1-9]|1[0-2])\d{2}$/;
