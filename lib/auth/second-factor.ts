import "server-only";

import { headers } from "next/headers";

import { checkSecondFactor, twoFactorStatus, type FactorCheck } from "@/lib/auth/factors";
import { recordAuditSafely } from "@/lib/db/audit";
import { getDb } from "@/lib/db/client";
import { verifyPassword } from "@/lib/db/password";
import { findUserForLogin } from "@/lib/db/users";
import { env } from "@/lib/env";

import {
  checkThrottle,
  clearAccountFailures,
  clientAddress,
  recordFailure,
  type AttemptKey,
} from "./throttle";
import type { SessionUser } from "./types";

/** The client's address as the throttle and the audit log see it (null outside a request). */
export async function requestAddress(): Promise<string | null> {
  try {
    return clientAddress(await headers(), env().TRUST_PROXY);
  } catch {
    return null;
  }
}

// Wrong codes count like wrong passwords (same rules, lib/auth/throttle) under their own key, so a right
// password does not clear them and a code cannot be guessed faster than a password.
const keyOf = (user: Pick<SessionUser, "email">, address: string | null): AttemptKey => ({
  email: `2fa:${user.email}`,
  address,
});

export type CodeOutcome =
  | { kind: "ok"; method: Exclude<FactorCheck, "wrong"> | "password" }
  | { kind: "wrong" }
  | { kind: "throttled"; retryAfterSeconds: number };

/**
 * Checks a TOTP or recovery code (or, with `allowPassword`, the account password) for the user,
 * throttled like sign-in, and audits the outcome (never the code). A right code clears the user's code
 * failures.
 */
export async function proveSecondFactor(
  user: Pick<SessionUser, "id" | "email">,
  code: string,
  { purpose, allowPassword = false }: { purpose: string; allowPassword?: boolean },
): Promise<CodeOutcome> {
  const db = await getDb();
  const address = await requestAddress();
  const key = keyOf(user, address);
  const verdict = await checkThrottle(db, key);
  if (!verdict.allowed) {
    await audit(user, "two_factor.throttled", { purpose }, address);
    return { kind: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const typed = code.trim().slice(0, 1024);
  let method: FactorCheck | "password" = "wrong";
  if (typed) method = await checkSecondFactor(user.id, typed, { db });
  if (method === "wrong" && allowPassword && typed) {
    const row = await findUserForLogin(user.email, db);
    if (row && (await verifyPassword(typed, row.passwordHash))) method = "password";
  }
  if (method === "wrong") {
    await recordFailure(db, key);
    await audit(user, "two_factor.verify_failed", { purpose }, address);
    return { kind: "wrong" };
  }
  await clearAccountFailures(db, key.email);
  const left = method === "recovery" ? (await twoFactorStatus(user.id, db)).recoveryLeft : undefined;
  await audit(
    user,
    "two_factor.verify",
    { purpose, method, ...(left === undefined ? {} : { recoveryLeft: left }) },
    address,
  );
  return { kind: "ok", method };
}

async function audit(
  user: Pick<SessionUser, "id" | "email">,
  action: string,
  after: Record<string, unknown>,
  address: string | null,
) {
  await recordAuditSafely({
    actor: { id: user.id, email: user.email },
    action,
    targetType: "user",
    targetId: user.id,
    after,
    address,
  });
}

/** For code checks made elsewhere (confirming an enrolment): seconds to wait, or null when allowed. */
export async function codeThrottled(
  user: Pick<SessionUser, "email">,
  address: string | null,
): Promise<number | null> {
  const verdict = await checkThrottle(await getDb(), keyOf(user, address));
  return verdict.allowed ? null : verdict.retryAfterSeconds;
}

export async function countWrongCode(
  user: Pick<SessionUser, "id" | "email">,
  address: string | null,
  purpose: string,
) {
  await recordFailure(await getDb(), keyOf(user, address));
  await audit(user, "two_factor.verify_failed", { purpose }, address);
}
