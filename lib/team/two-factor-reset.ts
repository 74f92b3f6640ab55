import "server-only";

import { and, eq, isNotNull, isNull } from "drizzle-orm";

import { recordAudit, type AuditActor } from "@/lib/db/audit";
import { getDb, type Db } from "@/lib/db/client";
import { userPasskeys, userRecoveryCodes, userSessions, userTotp } from "@/lib/db/schema";
import { forgetKeptSessions } from "@/lib/db/sessions";
import { getUserById, type User } from "@/lib/db/users";

/** An admin cannot reset their own two-factor this way (the account page does it, with a proof). */
export class OwnTwoFactorResetError extends Error {
  constructor() {
    super("Reset your own two-factor from your account page");
    this.name = "OwnTwoFactorResetError";
  }
}

/**
 * An admin's reset of a member's two-factor (a lost phone or key): the authenticator, the recovery codes
 * and the passkeys go and the member's open sessions end, so their next sign-in enrols again when the role requires it.
 * The rule that keeps a required role's last factor does not apply here. Audited in the transaction.
 * Returns the member, or null when missing; `removed` false when they had no factor (nothing changes).
 */
export async function resetMemberTwoFactor(
  memberId: string,
  actor: AuditActor & { id: string },
  { db, address = null }: { db?: Db; address?: string | null } = {},
): Promise<{ member: User; removed: boolean } | null> {
  if (memberId === actor.id) throw new OwnTwoFactorResetError();
  const conn = db ?? (await getDb());
  const result = await conn.transaction(async (tx) => {
    const member = await getUserById(memberId, tx);
    if (!member) return null;
    const totp = await tx
      .delete(userTotp)
      .where(and(eq(userTotp.userId, memberId), isNotNull(userTotp.confirmedAt)))
      .returning({ userId: userTotp.userId });
    const passkeys = await tx
      .delete(userPasskeys)
      .where(eq(userPasskeys.userId, memberId))
      .returning({ id: userPasskeys.id });
    if (!totp.length && !passkeys.length) return { member, removed: false };
    // an enrolment the member had started is dropped with it
    await tx.delete(userTotp).where(eq(userTotp.userId, memberId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, memberId));
    await tx
      .update(userSessions)
      .set({ endedAt: new Date() })
      .where(and(eq(userSessions.userId, memberId), isNull(userSessions.endedAt)));
    await recordAudit(
      {
        actor,
        action: "two_factor.admin_reset",
        targetType: "user",
        targetId: memberId,
        before: { twoFactor: true, totp: totp.length > 0, passkeys: passkeys.length },
        after: { twoFactor: false, sessionsEnded: true },
        address,
      },
      tx,
    );
    return { member, removed: true };
  });
  forgetKeptSessions();
  return result;
}
