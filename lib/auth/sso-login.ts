import "server-only";

import { and, eq, isNull } from "drizzle-orm";

import { recordAudit, recordAuditSafely } from "@/lib/db/audit";
import { getDb, type Db } from "@/lib/db/client";
import { userLinks, users } from "@/lib/db/schema";
import { forgetKeptUsers, getUserByEmail, normalizeEmail, type User } from "@/lib/db/users";

/** What the provider's ID token (and userinfo) said about the person. */
export interface SsoClaims {
  subject: string;
  email: string | null;
  /** OIDC's `email_verified`; some providers send it as the string "true". */
  emailVerified: unknown;
}

export type SsoRefusal = "unverified" | "unknown" | "deactivated";

export type SsoLoginResult = { status: "ok"; user: User } | { status: "refused"; reason: SsoRefusal };

/**
 * The matching rule: a person the provider vouches for (verified e-mail) signs in as the team member
 * with that e-mail, invited or active. SSO never creates a user and never changes a role; an invited
 * member's first SSO sign-in accepts the invitation (status active, the pending link stops working).
 * Every attempt, refused or not, is audited like a password sign-in.
 */
export async function attemptSsoLogin(
  claims: SsoClaims,
  address: string | null,
  db?: Db,
  now = new Date(),
): Promise<SsoLoginResult> {
  const conn = db ?? (await getDb());
  const email = claims.email ? normalizeEmail(claims.email) : "";
  const verified = claims.emailVerified === true || claims.emailVerified === "true";
  const found = email && verified ? await getUserByEmail(email, conn) : null;
  let refusal: SsoRefusal | null = null;
  if (!email || !verified) refusal = "unverified";
  else if (!found) refusal = "unknown";
  else if (found.status === "deactivated") refusal = "deactivated";
  const audit = { email: email || `oidc:${claims.subject}`, address, subject: claims.subject };
  if (refusal) {
    await auditSso(conn, audit, found, "auth.sign_in_failed", {
      knownAccount: Boolean(found),
      reason: refusal,
    });
    return { status: "refused", reason: refusal };
  }
  let user = found!;
  if (user.status === "invited") user = await acceptInvitation(conn, user, now);
  await auditSso(conn, audit, user, "auth.sign_in", {});
  return { status: "ok", user };
}

async function acceptInvitation(db: Db, user: User, now: Date): Promise<User> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: "active", updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.status, "invited")))
      .returning({ id: users.id });
    if (!row) return;
    await tx
      .update(userLinks)
      .set({ revokedAt: now })
      .where(and(eq(userLinks.userId, user.id), isNull(userLinks.usedAt), isNull(userLinks.revokedAt)));
    await recordAudit(
      {
        actor: { id: user.id, email: user.email },
        action: "user.invite_accept",
        targetType: "user",
        targetId: user.id,
        after: { method: "oidc" },
      },
      tx,
    );
  });
  forgetKeptUsers();
  return { ...user, status: "active" };
}

async function auditSso(
  db: Db,
  who: { email: string; address: string | null; subject: string },
  user: User | null,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await recordAuditSafely(
    {
      actor: { id: user?.id ?? null, email: who.email },
      action,
      targetType: "user",
      targetId: user?.id ?? who.email,
      after: { address: who.address, method: "oidc", subject: who.subject, ...detail },
    },
    db,
  );
}
