import "server-only";

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";

import { recordAuditSafely } from "@/lib/db/audit";
import { getDb } from "@/lib/db/client";
import { getUserById, type User } from "@/lib/db/users";

import { assertionOptions, verifyAssertion } from "./assertion";
import type { PasskeyCtx } from "./registration";

/** The usernameless sign-in's challenge: nobody is known yet, the browser offers the passkeys it holds. */
export async function passkeySignInOptions(
  ctx: PasskeyCtx = {},
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return (await assertionOptions({ purpose: "sign_in", userId: null, sessionId: null }, ctx))!;
}

/**
 * A passwordless sign-in: a verified assertion (user verification required) of an active user's passkey.
 * Audited like a password sign-in (`auth.sign_in`, method passkey; a refusal `auth.sign_in_failed`),
 * never with the response. The caller opens the session.
 */
export async function signInWithPasskey(
  response: unknown,
  ctx: PasskeyCtx = {},
): Promise<{ user: User; passkeyId: string } | null> {
  const db = ctx.db ?? (await getDb());
  const verified = await verifyAssertion(
    response,
    { purpose: "sign_in", userId: null, sessionId: null },
    {
      ...ctx,
      db,
    },
  );
  const user = verified ? await getUserById(verified.userId, db) : null;
  const ok = user?.status === "active";
  await recordAuditSafely(
    {
      actor: { id: user?.id ?? null, email: user?.email ?? "passkey" },
      action: ok ? "auth.sign_in" : "auth.sign_in_failed",
      targetType: "user",
      targetId: user?.id ?? "passkey",
      after: {
        address: ctx.address ?? null,
        method: "passkey",
        ...(verified ? { passkey: verified.passkeyId } : {}),
        ...(user && !ok ? { status: user.status } : {}),
      },
    },
    db,
  );
  return ok && verified ? { user, passkeyId: verified.passkeyId } : null;
}
