import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Role } from "@/lib/db/roles";

import { recordAudit, type AuditActor } from "./audit";
import { getDb, type Db } from "./client";
import { userProducers, users } from "./schema";
import { assertNotLastAdmin, forgetKeptUsers, getUserById, type User } from "./users";

export interface UserPatch {
  name?: string;
  role?: Role;
  /** empty array: all producers */
  producerIds?: string[];
}

/** Changes name, role or producer scope; a role change ends the user's current sessions. */
export async function updateUser(
  id: string,
  patch: UserPatch,
  actor: AuditActor,
  db?: Db,
): Promise<User | null> {
  const conn = db ?? (await getDb());
  const updated = await conn.transaction(async (tx) => {
    const before = await getUserById(id, tx);
    if (!before) return null;
    const roleChanged = patch.role !== undefined && patch.role !== before.role;
    if (roleChanged && before.role === "admin" && before.status === "active")
      await assertNotLastAdmin(id, tx);
    await tx
      .update(users)
      .set({
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.role !== undefined ? { role: patch.role } : {}),
        ...(roleChanged ? { sessionEpoch: sql`${users.sessionEpoch} + 1` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    if (patch.producerIds !== undefined) {
      await tx.delete(userProducers).where(eq(userProducers.userId, id));
      const ids = [...new Set(patch.producerIds)];
      if (ids.length)
        await tx.insert(userProducers).values(ids.map((producerId) => ({ userId: id, producerId })));
    }
    const after = (await getUserById(id, tx))!;
    const view = (u: User) => ({ email: u.email, name: u.name, role: u.role, producerIds: u.producerIds });
    await recordAudit(
      {
        actor,
        action: "user.update",
        targetType: "user",
        targetId: id,
        before: view(before),
        after: view(after),
      },
      tx,
    );
    return after;
  });
  forgetKeptUsers();
  return updated;
}

/** Upgrades a hash made with older KDF parameters after a successful sign-in; not audited, sessions kept. */
export async function replacePasswordHash(id: string, passwordHash: string, db?: Db): Promise<void> {
  const conn = db ?? (await getDb());
  await conn.update(users).set({ passwordHash }).where(eq(users.id, id));
  forgetKeptUsers();
}
