import "server-only";

import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { eq } from "drizzle-orm";

import { recordAudit } from "@/lib/db/audit";
import { getDb, type Db } from "@/lib/db/client";
import { userPasskeys } from "@/lib/db/schema";
import type { User } from "@/lib/db/users";

import { CHALLENGE_TTL_MS, issueChallenge, spendChallenge } from "./challenges";
import { relyingParty, type RelyingParty } from "./relying-party";

export type PasskeyCtx = { db?: Db; now?: Date; rp?: RelyingParty; address?: string | null };
type Who = Pick<User, "id" | "email" | "name">;

/** The WebAuthn user handle: the user's id as its 16 bytes (no e-mail or name inside it). */
export const userHandleOf = (userId: string) => Uint8Array.from(Buffer.from(userId.replace(/-/g, ""), "hex"));

/**
 * Options for navigator.credentials.create(): a discoverable credential (so it can sign in without an
 * e-mail), none of the user's existing authenticators again. The challenge is kept for this session.
 */
export async function startPasskeyRegistration(
  user: Who,
  sessionId: string,
  { db, now = new Date(), rp = relyingParty() }: PasskeyCtx = {},
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const conn = db ?? (await getDb());
  const existing = await conn
    .select({ id: userPasskeys.credentialId, transports: userPasskeys.transports })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandleOf(user.id),
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    timeout: CHALLENGE_TTL_MS,
  });
  await issueChallenge(conn, options.challenge, { purpose: "register", userId: user.id, sessionId }, now);
  return options;
}

export type RegistrationOutcome = { id: string; name: string } | "invalid" | "duplicate";

/**
 * Verifies the browser's answer to the session's own registration challenge (spent here, once) and
 * stores the public key under `name`; audited in the same transaction (the name, never key material).
 */
export async function finishPasskeyRegistration(
  user: Who,
  sessionId: string,
  input: { response: RegistrationResponseJSON; name: string },
  { db, now = new Date(), rp = relyingParty(), address = null }: PasskeyCtx = {},
): Promise<RegistrationOutcome> {
  const conn = db ?? (await getDb());
  let info;
  try {
    const verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: (c) =>
        spendChallenge(conn, c, { purpose: "register", userId: user.id, sessionId }, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!verification.verified) return "invalid";
    info = verification.registrationInfo;
  } catch {
    // a foreign, spent or expired challenge, another origin, a malformed attestation: all the same answer
    return "invalid";
  }
  const { credential } = info;
  return conn.transaction(async (tx) => {
    const [row] = await tx
      .insert(userPasskeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: userPasskeys.id, name: userPasskeys.name });
    if (!row) return "duplicate" as const;
    await recordAudit(
      {
        actor: { id: user.id, email: user.email },
        action: "passkey.register",
        targetType: "user",
        targetId: user.id,
        after: { passkey: row.id, name: row.name, deviceType: info.credentialDeviceType },
        address,
      },
      tx,
    );
    return row;
  });
}
