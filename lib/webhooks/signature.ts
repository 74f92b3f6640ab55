import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * `X-Partner-Signature: sha256=<hex>`: the lowercase hex HMAC-SHA256 of the raw body bytes, keyed with an
 * endpoint's secret (spec "Events"). Pure: the receiver, the playground and the tests share it.
 */
export const SIGNATURE_PREFIX = "sha256=";
const HEADER = /^sha256=([0-9a-f]{64})$/;

export type HeaderProblem = "missing" | "scheme" | "length" | "not_hex" | "uppercase";

/** The digest a well-formed header carries, or why the header is malformed. */
export function parseSignatureHeader(
  header: string | null | undefined,
): { ok: true; digest: Buffer } | { ok: false; problem: HeaderProblem } {
  if (!header) return { ok: false, problem: "missing" };
  const value = header.trim();
  const match = HEADER.exec(value);
  if (match) return { ok: true, digest: Buffer.from(match[1], "hex") };
  if (!value.startsWith(SIGNATURE_PREFIX)) return { ok: false, problem: "scheme" };
  const hex = value.slice(SIGNATURE_PREFIX.length);
  if (/^[0-9a-fA-F]*$/.test(hex) && hex.length === 64) return { ok: false, problem: "uppercase" };
  if (!/^[0-9a-fA-F]*$/.test(hex)) return { ok: false, problem: "not_hex" };
  return { ok: false, problem: "length" };
}

export function hmacHex(secret: string | Buffer, body: Uint8Array | string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

export function signatureHeader(secret: string | Buffer, body: Uint8Array | string): string {
  return SIGNATURE_PREFIX + hmacHex(secret, body);
}

/** Constant-time comparison of `digest` with the HMAC of `body` under `secret`; empty secrets never match. */
export function digestMatches(secret: string, body: Uint8Array, digest: Buffer): boolean {
  if (!secret) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  return expected.length === digest.length && timingSafeEqual(expected, digest);
}

/** The first held secret whose HMAC of `body` equals `digest` (each compared in constant time), or null. */
export function findSigner<S extends { secret: string }>(
  secrets: readonly S[],
  body: Uint8Array,
  digest: Buffer,
): S | null {
  let found: S | null = null;
  // Every secret is compared, even after a match, so the time taken does not tell which one matched.
  for (const s of secrets) if (digestMatches(s.secret, body, digest) && !found) found = s;
  return found;
}

/** Verifies a header against one secret: true only for a well-formed header that matches. */
export function verifySignature(secret: string, body: Uint8Array | string, header: string | null): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed.ok) return false;
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  return digestMatches(secret, bytes, parsed.digest);
}
