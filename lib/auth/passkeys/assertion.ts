import "server-only";

import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";

import { recordAuditSafely } from "@/lib/db/audit";
import { getDb } from "@/lib/db/client";
import { userPasskeys, users } from "@/lib/db/schema";

import { CHALLENGE_TTL_MS, issueChallenge, spendChallenge, type ChallengeScope } from "./challenges";
import { userHandleOf, type PasskeyCtx } from "./registration";
import { relyingParty } from "./relying-party";
import { authenticationResponseOf } from "./responses";

/** What a passkey proves: the sign-in's second step, a passwordless sign-in, or a step-up (fresh proof). */
export type AssertionPurpose = "second_factor" | "sign_in" | "step_up";

export type VerifiedPasskey = { passkeyId: string; userId: string; name: string };

/**
 * Options for navigator.credentials.get(). With a user: only their passkeys are offered (null when
 * they have none); without one (the usernameless sign-in) the browser lists the discoverable passkeys it
 * holds for this site. A passwordless sign-in asks the authenticator to verify the person (PIN,
 * fingerprint): the passkey is then both factors; after a password, presence is enough.
 */
export async function assertionOptions(
  scope: ChallengeScope & { purpose: AssertionPurpose },
  { db, now = new Date(), rp = relyingParty() }: PasskeyCtx = {},
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const conn = db ?? (await getDb());
  const allowCredentials = scope.userId
    ? await conn
        .select({ id: userPasskeys.credentialId, transports: userPasskeys.transports })
        .from(userPasskeys)
        .where(eq(userPasskeys.userId, scope.userId))
    : undefined;
  if (allowCredentials && !allowCredentials.length) return null;
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials,
    userVerification: scope.purpose === "sign_in" ? "required" : "preferred",
    timeout: CHALLENGE_TTL_MS,
  });
  await issueChallenge(conn, options.challenge, scope, now);
  return options;
}

/**
 * Verifies a signed challenge: the credential must exist (and be the user's, when a user is given), the
 * challenge be one issued for this scope (spent here, once), the signature match the stored public key
 * and the signature counter move forward. The counter is written by one conditional UPDATE, so two
 * requests racing with the same assertion cannot both pass. Null for any refusal.
 */
export async function verifyAssertion(
  raw: unknown,
  scope: ChallengeScope & { purpose: AssertionPurpose },
  { db, now = new Date(), rp = relyingParty() }: PasskeyCtx = {},
): Promise<VerifiedPasskey | null> {
  const response = authenticationResponseOf(raw);
  if (!response) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select()
    .from(userPasskeys)
    .where(
      and(
        eq(userPasskeys.credentialId, response.id),
        scope.userId ? eq(userPasskeys.userId, scope.userId) : undefined,
      ),
    )
    .limit(1);
  if (!row || !handleMatches(response, row.userId)) return null;
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (c) => spendChallenge(conn, c, scope, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: row.credentialId,
        publicKey: Uint8Array.from(Buffer.from(row.publicKey, "base64url")),
        counter: row.counter,
        transports: row.transports,
      },
      requireUserVerification: scope.purpose === "sign_in",
    });
    if (!verification.verified) return null;
    newCounter = verification.authenticationInfo.newCounter;
  } catch {
    return null;
  }
  const used = await conn
    .update(userPasskeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(userPasskeys.id, row.id), eq(userPasskeys.counter, row.counter)))
    .returning({ id: userPasskeys.id });
  return used.length ? { passkeyId: row.id, userId: row.userId, name: row.name } : null;
}

/** A discoverable credential names its user (the handle made at registration): it must be the row's. */
function handleMatches(response: AuthenticationResponseJSON, userId: string): boolean {
  const handle = response.response.userHandle;
  return !handle || Buffer.from(handle, "base64url").equals(Buffer.from(userHandleOf(userId)));
}

/** The challenge for a user's passkey (step-up by default); null when the user has none. */
export function passkeyOptionsForUser(
  userId: string,
  { purpose = "step_up", sessionId }: { purpose?: "second_factor" | "step_up"; sessionId?: string } = {},
  ctx: PasskeyCtx = {},
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  return assertionOptions({ purpose, userId, sessionId: sessionId ?? null }, ctx);
}

/**
 * Verifies one of this user's passkeys against a challenge from passkeyOptionsForUser (same purpose and
 * session) and audits the outcome (`two_factor.verify` / `two_factor.verify_failed`, method passkey,
 * never the response). For the sign-in's second step and for step-up dialogs.
 */
export async function verifyPasskeyForUser(
  userId: string,
  response: unknown,
  { purpose = "step_up", sessionId }: { purpose?: "second_factor" | "step_up"; sessionId?: string } = {},
  ctx: PasskeyCtx = {},
): Promise<VerifiedPasskey | null> {
  const verified = await verifyAssertion(response, { purpose, userId, sessionId: sessionId ?? null }, ctx);
  const conn = ctx.db ?? (await getDb());
  const [who] = await conn.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (who)
    await recordAuditSafely(
      {
        actor: { id: userId, email: who.email },
        action: verified ? "two_factor.verify" : "two_factor.verify_failed",
        targetType: "user",
        targetId: userId,
        after: {
          purpose: purpose === "second_factor" ? "sign_in" : purpose,
          method: "passkey",
          ...(verified ? { passkey: verified.passkeyId } : {}),
        },
        address: ctx.address ?? null,
      },
      conn,
    );
  return verified;
}
