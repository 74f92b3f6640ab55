import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { env } from "@/lib/env";

let cached: string | undefined;

function readSecretFile(file: string): string | undefined {
  try {
    const value = readFileSync(file, "utf8").trim();
    return value.length >= 32 ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * The key that signs and encrypts session tokens: AUTH_SECRET, else `${DATA_DIR}/auth-secret`, created
 * (32 random bytes, base64url, mode 600) when absent. Instances sharing sessions need the same value,
 * so set AUTH_SECRET when DATA_DIR is not shared between them.
 */
export function resolveAuthSecret(): string {
  if (cached) return cached;
  const e = env();
  cached = e.AUTH_SECRET ?? readOrCreateSecretFile(path.resolve(e.DATA_DIR, "auth-secret"));
  return cached;
}

export function readOrCreateSecretFile(file: string): string {
  const existing = readSecretFile(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process won the race; use what it wrote.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const written = readSecretFile(file);
  if (!written)
    throw new Error(`${file} does not hold a usable secret (32+ characters); delete it or set AUTH_SECRET`);
  return written;
}
