import "server-only";

import { getDb, type Db } from "@/lib/db/client";
import { replacePasswordHash } from "@/lib/db/user-updates";
import { findUserForLogin, normalizeEmail, type User } from "@/lib/db/users";

import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "@/lib/db/password";
import { checkThrottle, clearAccountFailures, recordFailure } from "./throttle";

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
  if (!verdict.allowed) return { status: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };

  const found = await findUserForLogin(key.email, conn);
  const ok = found ? await verifyPassword(input.password, found.passwordHash) : await verifyAgainstDummy(input.password);
  if (!found || !ok) {
    await recordFailure(conn, key, input.now);
    return { status: "invalid" };
  }
  await clearAccountFailures(conn, key.email);
  if (needsRehash(found.passwordHash)) await replacePasswordHash(found.user.id, await hashPassword(input.password), conn);
  return { status: "ok", user: found.user };
}
