import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets at rest (webhook secrets, TOTP secrets): AES-256-GCM with a key derived from AUTH_SECRET by
 * HKDF-SHA256, so the database alone never reveals a secret. Format: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
const INFO = "palco webhook secrets v1";
const SALT = "palco.webhook_endpoints_local";

/** `salt`/`info` name what the key seals (defaults: webhook secrets), so each use gets its own key. */
export function deriveKey(authSecret: string, salt = SALT, info = INFO): Buffer {
  if (authSecret.length < 32) throw new Error("AUTH_SECRET must have at least 32 characters");
  return Buffer.from(hkdfSync("sha256", authSecret, salt, info, 32));
}

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ct = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return ["v1", iv, tag, ct].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** The secret, or an error when the value was altered or sealed under another AUTH_SECRET. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, ct] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || ct === undefined) throw new Error("Unknown sealed secret format");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]).toString("utf8");
}
