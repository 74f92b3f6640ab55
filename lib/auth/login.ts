import "server-only";

import { recordAuditSafely } from "@/lib/db/audit";
import { getDb, type Db } from "@/lib/db/client";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "@/lib/db/password";
import { replacePasswordHash } from "@/lib/db/user-updates";
import { findUserForLogin, normalizeEmail, type User } from "@/lib/db/users";

import { checkThrottle, clearAccountFailures, recordFailure, type AttemptKey } from "./throttle";

export type LoginResult =
  | { status: "ok"; user: User }
  /** Same answer for an unknown e-mail and a wrong password. */
  | { status: "invalid" }
  | { status: "throttled"; retryAfterSeconds: number };

export interface LoginInput {
  email: string;
  password: string;
  address: string | null;
  now?: Date;
}

export async function attemptLogin(input: LoginInput, db?: Db): Promise<LoginResult> {
  const conn = db ?? (await getDb());
  const key = { email: normalizeEmail(input.email), address: input.address };
  const verdict = await checkThrottle(conn, key, input.now);
  if (!verdict.allowed) {
    await auditSignIn(conn, key, null, "auth.sign_in_throttled", {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
    return { status: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };
  }

  const found = await findUserForLogin(key.email, conn);
  // An invited user (no password yet) or a deactivated one gets the same answer as a wrong password.
  const active = found?.user.status === "active";
  const ok = active
    ? await verifyPassword(input.password, found.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!found || !ok) {
    await recordFailure(conn, key, input.now);
    await auditSignIn(conn, key, found?.user ?? null, "auth.sign_in_failed", {
      knownAccount: Boolean(found),
      ...(found && !active ? { status: found.user.status } : {}),
    });
    return { status: "invalid" };
  }
  await clearAccountFailures(conn, key.email);
  if (needsRehash(found.passwordHash))
    await replacePasswordHash(found.user.id, await hashPassword(input.password), conn);
  await auditSignIn(conn, key, found.user, "auth.sign_in", {});
  return { status: "ok", user: found.user };
}

/**
 * Every sign-in, successful or not, goes to the audit log with the e-mail typed and the client address
 * (never the password). A failure to record is logged; it does not decide the sign-in.
 */
async function auditSignIn(
  db: Db,
  key: AttemptKey,
  user: User | null,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await recordAuditSafely(
    {
      actor: { id: user?.id ?? null, email: key.email },
      action,
      targetType: "user",
      targetId: user?.id ?? key.email,
      after: { address: key.address, ...detail },
    },
    db,
  );
}
