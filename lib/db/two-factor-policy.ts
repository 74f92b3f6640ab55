import "server-only";

import { eq } from "drizzle-orm";

import { ROLES, type Role } from "@/lib/db/roles";

import { recordAudit, type AuditActor } from "./audit";
import { getDb, type Db } from "./client";
import { appSettings } from "./schema";

const KEY = "two_factor_roles";
/** A new install asks admins and managers for a second factor; admins change it on /team. */
export const DEFAULT_REQUIRED_ROLES: readonly Role[] = ["admin", "manager"];

const asRoles = (value: unknown): Role[] =>
  Array.isArray(value) ? ROLES.filter((r) => value.includes(r)) : [...DEFAULT_REQUIRED_ROLES];

/** The roles that must use two-factor. */
export async function requiredRoles(db?: Db): Promise<Role[]> {
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  return row ? asRoles(row.value) : [...DEFAULT_REQUIRED_ROLES];
}

/** Sets the roles (audited, before and after). */
export async function setRequiredRoles(
  roles: readonly Role[],
  actor: AuditActor,
  db?: Db,
  address: string | null = null,
): Promise<Role[]> {
  const conn = db ?? (await getDb());
  const after = ROLES.filter((r) => roles.includes(r));
  await conn.transaction(async (tx) => {
    const before = await requiredRoles(tx);
    await tx
      .insert(appSettings)
      .values({ key: KEY, value: after })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: after, updatedAt: new Date() } });
    await recordAudit(
      {
        actor,
        action: "two_factor.policy",
        targetType: "settings",
        targetId: KEY,
        before: { roles: before },
        after: { roles: after },
        address,
      },
      tx,
    );
  });
  return after;
}

/** The demo seed: sets the roles only when no admin chose yet (so the printed demo logins work). */
export async function seedRequiredRoles(roles: readonly Role[], db?: Db): Promise<void> {
  const conn = db ?? (await getDb());
  await conn
    .insert(appSettings)
    .values({ key: KEY, value: [...roles] })
    .onConflictDoNothing();
}
