import { randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { createMiddleware } from "hono/factory";

import type { ControlEnv } from "../context";
import { ApiError } from "../errors";

export const ADMIN_TOKEN_FILE = "sandbox-admin-token";

/**
 * SANDBOX_ADMIN_TOKEN when set; otherwise a token generated once into `<dataDir>/sandbox-admin-token`
 * (so the CLI and the demo agree), or an in-memory one when there is no data dir.
 */
export function resolveAdminToken(configured: string | undefined, dataDir: string | undefined): string {
  if (configured) return configured;
  if (!dataDir) return `sbx_admin_${randomBytes(24).toString("hex")}`;
  const file = path.join(dataDir, ADMIN_TOKEN_FILE);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing) return existing;
  } catch {
    // first run: generate below
  }
  const token = `sbx_admin_${randomBytes(24).toString("hex")}`;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Bearer admin token for every control endpoint except the public cover files. */
export const requireAdmin = createMiddleware<ControlEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer +(\S+)$/.exec(header.trim());
  if (!match || !sameToken(match[1], c.var.sb.adminToken)) throw new ApiError(401, "Invalid admin token");
  await next();
});
