import "server-only";

import { and, eq, isNull, ne } from "drizzle-orm";

import { recordAudit } from "./audit";
import { getDb, type Db } from "./client";
import { hashPassword, verifyPassword } from "./password";
import { userSessions, users } from "./schema";
import { forgetKeptUsers, getUserById, type User } from "./users";

export interface ProfilePatch {
  name: string;
  /** null: follow the language cookie */
  locale: string | null;
}

/** The signed-in user's own name and language. */
export async function updateProfile(userId: string, patch: ProfilePatch, db?: Db): Promise<User | null> {
  const conn = db ?? (await getDb());
  const updated = await conn.transaction(async (tx) => {
    const before = await getUserById(userId, tx);
    if (!before) return null;
    await tx
      .update(users)
      .set({ name: patch.name.trim(), locale: patch.locale, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await recordAudit(
      {
        actor: { id: userId, email: before.email },
        action: "account.update",
        targetType: "user",
        targetId: userId,
        before: { name: before.name, locale: before.locale },
        after: { name: patch.name.trim(), locale: patch.locale },
      },
      tx,
    );
    return getUserById(userId, tx);
  });
  forgetKeptUsers();
  return updated;
}

/**
 * Changes the user's password when `current` is right; every other session of theirs ends, the one
 * making the change stays. "wrong_current" otherwise (nothing changes).
 */
export async function changeOwnPassword(
  userId: string,
  current: string,
  next: string,
  keepSessionId: string,
  db?: Db,
): Promise<"changed" | "wrong_current"> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ hash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !(await verifyPassword(current, row.hash))) return "wrong_current";
  const passwordHash = await hashPassword(next);
  await conn.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(userSessions)
      .set({ endedAt: new Date() })
      .where(
        and(
          eq(userSessions.userId, userId),
          isNull(userSessions.endedAt),
          ne(userSessions.id, keepSessionId),
        ),
      );
    await recordAudit(
      {
        actor: { id: userId, email: row.email },
        action: "account.password_change",
        targetType: "user",
        targetId: userId,
      },
      tx,
    );
  });
  forgetKeptUsers();
  return "changed";
}
