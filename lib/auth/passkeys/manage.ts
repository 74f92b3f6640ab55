import "server-only";

import { and, asc, eq } from "drizzle-orm";

import { FactorRequiredError, twoFactorStatus } from "@/lib/auth/factors";
import { recordAudit } from "@/lib/db/audit";
import { getDb, type Db } from "@/lib/db/client";
import { userPasskeys } from "@/lib/db/schema";
import { requiredRoles } from "@/lib/db/two-factor-policy";
import type { User } from "@/lib/db/users";

import type { PasskeyCtx } from "./registration";

export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The user's passkeys, oldest first (never the key material). */
export async function listPasskeys(userId: string, db?: Db): Promise<PasskeyInfo[]> {
  const conn = db ?? (await getDb());
  return conn
    .select({
      id: userPasskeys.id,
      name: userPasskeys.name,
      createdAt: userPasskeys.createdAt,
      lastUsedAt: userPasskeys.lastUsedAt,
    })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(asc(userPasskeys.createdAt), asc(userPasskeys.id));
}

type Who = Pick<User, "id" | "email">;

/** Renames one of the user's own passkeys (an id of someone else's matches nothing); audited. */
export async function renamePasskey(
  user: Who,
  passkeyId: string,
  name: string,
  { db, address = null }: PasskeyCtx = {},
): Promise<boolean> {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: userPasskeys.name })
      .from(userPasskeys)
      .where(and(eq(userPasskeys.id, passkeyId), eq(userPasskeys.userId, user.id)))
      .for("update");
    if (!before) return false;
    await tx.update(userPasskeys).set({ name }).where(eq(userPasskeys.id, passkeyId));
    await recordAudit(
      {
        actor: user,
        action: "passkey.rename",
        targetType: "user",
        targetId: user.id,
        before: { passkey: passkeyId, name: before.name },
        after: { passkey: passkeyId, name },
        address,
      },
      tx,
    );
    return true;
  });
}

/**
 * Removes one of the user's own passkeys. The same rule as turning TOTP off: a role that requires
 * two-factor keeps at least one factor, so removing the last one (no TOTP, no other passkey) throws
 * FactorRequiredError. Null when the id is not one of theirs.
 */
export async function removePasskey(
  user: Who & Pick<User, "role">,
  passkeyId: string,
  { db, address = null }: PasskeyCtx = {},
): Promise<{ name: string } | null> {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    // All of the user's passkeys locked: two removals racing for the last two cannot both pass.
    const mine = await tx
      .select({ id: userPasskeys.id, name: userPasskeys.name })
      .from(userPasskeys)
      .where(eq(userPasskeys.userId, user.id))
      .for("update");
    const row = mine.find((p) => p.id === passkeyId);
    if (!row) return null;
    if (mine.length === 1 && (await requiredRoles(tx)).includes(user.role)) {
      if (!(await twoFactorStatus(user.id, tx)).enabled) throw new FactorRequiredError();
    }
    await tx.delete(userPasskeys).where(eq(userPasskeys.id, passkeyId));
    await recordAudit(
      {
        actor: user,
        action: "passkey.remove",
        targetType: "user",
        targetId: user.id,
        before: { passkey: passkeyId, name: row.name },
        address,
      },
      tx,
    );
    return { name: row.name };
  });
}
