import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 1024;

export type PasswordProblem = "too_short" | "too_long" | "common" | "contains_email";

let common: Set<string> | undefined;

/** lib/auth/common-passwords.txt: one a line, lower-case; read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(process.cwd(), "lib/auth/common-passwords.txt"), "utf8")
      .split("\n")
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/**
 * The one strength rule, for invitations, resets and password changes: at least 10 characters, not a
 * common password (also with digits or symbols appended), not the e-mail or its local part.
 */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return "too_short";
  if (password.length > PASSWORD_MAX) return "too_long";
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower) || list.has(lower.replace(/[\d\W_]+$/, ""))) return "common";
  if (email) {
    const address = email.toLowerCase();
    const local = address.split("@")[0];
    if (lower.includes(address) || (local.length >= 4 && lower.includes(local))) return "contains_email";
  }
  return null;
}
