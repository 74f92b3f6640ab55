import "server-only";

import { checkSecondFactor, markSessionVerified, passkeyCount, twoFactorStatus } from "@/lib/auth/factors";
import { passkeyOptionsForUser, verifyPasskeyForUser } from "@/lib/auth/passkeys/assertion";
import { recordAuditSafely } from "@/lib/db/audit";
import { getDb, type Db } from "@/lib/db/client";
import { verifyPassword } from "@/lib/db/password";
import { findUserForLogin } from "@/lib/db/users";
import { env } from "@/lib/env";

import { codeThrottled, countWrongCode, requestAddress } from "./second-factor";
import { readSession } from "./session";
import { STEP_UP_CODE, type StepUpMethod, type StepUpProof } from "./step-up-kinds";
import type { SessionUser } from "./types";

export { STEP_UP_CODE, type StepUpMethod, type StepUpProof } from "./step-up-kinds";

/**
 * Step-up: the actions that move money, reveal data or change the team (an action's `stepUp: true`,
 * a route's `{ stepUp: true }`) ask for a fresh proof when the session's last one — sign-in, a second
 * factor, the password — is older than STEP_UP_WINDOW_MINUTES. The proof time is the session row's
 * `factor_at`: sign-in sets it, a step-up refreshes it, a copied cookie cannot.
 */
export const stepUpWindowMs = (): number => env().STEP_UP_WINDOW_MINUTES * 60_000;

export function proofIsFresh(factorAt: Date | null, now = new Date(), windowMs = stepUpWindowMs()): boolean {
  return factorAt !== null && now.getTime() - factorAt.getTime() < windowMs;
}

/** Whether this request's session proved itself within the window (false without a usable session). */
export async function hasFreshProof(now = new Date()): Promise<boolean> {
  const read = await readSession();
  return read !== null && read.pending === null && proofIsFresh(read.factorAt, now);
}

/** The routes' answer when the proof is stale: 403 JSON the UI knows (it opens the step-up dialog). */
export function stepUpResponse(): Response {
  return Response.json({ error: STEP_UP_CODE }, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/**
 * What this user proves a step-up with: their second factors when they have any (a code, a passkey, or
 * both), else their password.
 */
export async function stepUpMethods(userId: string, db?: Db): Promise<StepUpMethod[]> {
  const methods: StepUpMethod[] = [];
  if ((await twoFactorStatus(userId, db)).enabled) methods.push("code");
  if ((await passkeyCount(userId, db)) > 0) methods.push("passkey");
  return methods.length ? methods : ["password"];
}

/** The challenge for a step-up by passkey, bound to this session and its user's passkeys; null: none. */
export function stepUpPasskeyOptions(user: Pick<SessionUser, "id" | "sessionId">, db?: Db) {
  return passkeyOptionsForUser(user.id, { purpose: "step_up", sessionId: user.sessionId }, { db });
}

type Proven = "totp" | "recovery" | "password" | "passkey";

/** The one check of a proof: a branch per kind. Null when wrong. */
async function proofHolds(
  user: Pick<SessionUser, "id" | "email" | "sessionId">,
  proof: StepUpProof,
  db: Db,
  address: string | null,
): Promise<Proven | null> {
  switch (proof.kind) {
    case "code": {
      const code = proof.code.trim();
      const check = code ? await checkSecondFactor(user.id, code, { db }) : "wrong";
      return check === "wrong" ? null : check;
    }
    case "password": {
      const row = proof.password ? await findUserForLogin(user.email, db) : null;
      return row && (await verifyPassword(proof.password, row.passwordHash)) ? "password" : null;
    }
    case "passkey": {
      // bound to this session's step-up challenge (stepUpPasskeyOptions), spent once
      const scope = { purpose: "step_up", sessionId: user.sessionId } as const;
      const verified = await verifyPasskeyForUser(user.id, proof.response, scope, { db, address });
      return verified ? "passkey" : null;
    }
  }
}

export type StepUpOutcome =
  { kind: "ok"; method: Proven } | { kind: "wrong" } | { kind: "throttled"; retryAfterSeconds: number };

/**
 * Checks a step-up proof of the session's user, throttled like sign-in codes (lib/auth/throttle under the
 * user's "2fa:" key, so step-up cannot guess faster than sign-in), and refreshes the session's proof
 * time when it holds. A kind the user may not use (the password of someone with a factor) is wrong.
 * Audited either way, never the code or password.
 */
export async function proveStepUp(
  user: Pick<SessionUser, "id" | "email" | "sessionId">,
  proof: StepUpProof,
  now = new Date(),
): Promise<StepUpOutcome> {
  const db = await getDb();
  const address = await requestAddress();
  const wait = await codeThrottled(user, address);
  if (wait !== null) return { kind: "throttled", retryAfterSeconds: wait };
  const allowed = (await stepUpMethods(user.id, db)).includes(proof.kind);
  const method = allowed ? await proofHolds(user, proof, db, address) : null;
  if (!method) {
    await countWrongCode(user, address, "step_up");
    return { kind: "wrong" };
  }
  await markSessionVerified(user.sessionId, user.id, { db, now });
  await recordAuditSafely({
    actor: { id: user.id, email: user.email },
    action: "step_up.prove",
    targetType: "user",
    targetId: user.id,
    after: { method },
    address,
  });
  return { kind: "ok", method };
}
