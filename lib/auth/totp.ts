import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { Secret, TOTP } from "otpauth";

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 s steps; a code of the step before or after counts too. */
export const TOTP_PERIOD_S = 30;
const WINDOW = 1;

export const RECOVERY_CODE_COUNT = 10;

/** A new 160-bit secret, base32 (what the QR code and the text show). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, email = "") {
  return new TOTP({
    issuer: "Palco",
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_S,
  });
}

/** The otpauth:// URI the QR code carries. */
export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The 30 s step `at` falls in. */
export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S);

/**
 * The step whose code `code` is (the current one ±1), or null. Refusing a step at or before the last one
 * used is the caller's job (it must be atomic with recording the new one).
 */
export function matchTotpStep(secret: string, code: string, at: Date): number | null {
  const token = code.replace(/\s+/g, "");
  if (!secret || !/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : stepAt(at) + delta;
}

/** The code for `at` (tests, and nothing else in the app: the server never shows a code). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpFor(secret).generate({ timestamp: at.getTime() });
}

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes like `k7m2p-xq9ta` (about 49 bits each), shown once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a typed recovery code is compared as: lowercase, no spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(code));
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256")
    .update(`palco-recovery:${normalizeRecoveryCode(code)}`)
    .digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
