import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt cost: 2^15 × r=8 uses 32 MiB and ~50–100 ms per hash on a small server core. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Bounds for stored parameters, so a tampered hash cannot make verification exhaust memory or CPU.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  { N, r, p }: { N: number; r: number; p: number },
) {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Encodes as `scrypt$N$r$p$salt$hash` (salt and hash base64url) so parameters can change later. */
export async function hashPassword(password: string, params = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(encoded: string): Parsed | null {
  const parts = encoded.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^\d{1,8}$/.test(v) ? Number(v) : NaN));
  const isPowerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  const salt = Buffer.from(parts[4], "base64url");
  const key = Buffer.from(parts[5], "base64url");
  if (salt.length < 8 || key.length < 16 || key.length > 64) return null;
  return { N, r, p, salt, key };
}

/** Constant-time comparison; a malformed hash verifies as false, never throws. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when the hash was made with weaker parameters than today's and should be replaced at next login. */
export function needsRehash(encoded: string): boolean {
  const parsed = parse(encoded);
  return !parsed || parsed.N < SCRYPT_PARAMS.N || parsed.r < SCRYPT_PARAMS.r;
}

let dummy: Promise<string> | undefined;

/** Burns the same KDF time as a real check, for unknown accounts, so timing does not reveal them. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummy);
  return false;
}

/** A readable random password for CLI-created accounts (~120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}
