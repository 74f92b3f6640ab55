import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull } from "drizzle-orm";

import type { Role } from "@/lib/db/roles";

import { recordAudit, type AuditActor } from "./audit";
import { getDb, type Db } from "./client";
import { hashPassword } from "./password";
import { userLinks, userProducers, userSessions, users, type UserLinkKind, type UserStatus } from "./schema";
import {
  assertNotLastAdmin,
  auditView,
  forgetKeptUsers,
  getUserById,
  listUsers,
  normalizeEmail,
  UserConflictError,
  type User,
} from "./users";

export const LINK_VALID_MS: Record<UserLinkKind, number> = { invite: 72 * 3_600_000, reset: 72 * 3_600_000 };
/** Stored in place of a hash until the invitation sets a password: it never verifies (lib/db/password). */
const NO_PASSWORD = "!";

export class TeamStateError extends Error {
  constructor(public readonly code: "not_invited" | "not_active" | "not_deactivated") {
    super(code);
    this.name = "TeamStateError";
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new one-time link for the user; earlier unused links of the same kind stop working. Returns the token. */
async function issueLink(userId: string, kind: UserLinkKind, tx: Db, now: Date): Promise<string> {
  await tx
    .update(userLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(userLinks.userId, userId),
        eq(userLinks.kind, kind),
        isNull(userLinks.usedAt),
        isNull(userLinks.revokedAt),
      ),
    );
  const token = randomBytes(32).toString("base64url");
  await tx.insert(userLinks).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_VALID_MS[kind]),
  });
  return token;
}

export interface Invitation {
  email: string;
  name: string;
  role: Role;
  /** empty: all producers */
  producerIds: string[];
}

/** Adds an invited user (no password) and a 72-hour link; the token is returned once and stored hashed. */
export async function inviteUser(
  input: Invitation,
  actor: AuditActor,
  db?: Db,
  now = new Date(),
): Promise<{ user: User; token: string }> {
  const conn = db ?? (await getDb());
  const email = normalizeEmail(input.email);
  const producerIds = [...new Set(input.producerIds)];
  const result = await conn.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        name: input.name.trim(),
        role: input.role,
        passwordHash: NO_PASSWORD,
        status: "invited",
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!row) throw new UserConflictError(email);
    if (producerIds.length)
      await tx
        .insert(userProducers)
        .values(producerIds.map((producerId) => ({ userId: row.id, producerId })));
    const token = await issueLink(row.id, "invite", tx, now);
    const user = (await getUserById(row.id, tx))!;
    await recordAudit(
      { actor, action: "user.invite", targetType: "user", targetId: user.id, after: auditView(user) },
      tx,
    );
    return { user, token };
  });
  forgetKeptUsers();
  return result;
}

/** A fresh invitation link for a user still invited (the previous link stops working). */
export async function resendInvitation(userId: string, actor: AuditActor, db?: Db, now = new Date()) {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const user = await getUserById(userId, tx);
    if (!user) return null;
    if (user.status !== "invited") throw new TeamStateError("not_invited");
    const token = await issueLink(userId, "invite", tx, now);
    await recordAudit({ actor, action: "user.invite_resend", targetType: "user", targetId: userId }, tx);
    return { user, token };
  });
}

/** Withdraws a pending invitation: the invited user and their links are removed. */
export async function revokeInvitation(userId: string, actor: AuditActor, db?: Db): Promise<User | null> {
  const conn = db ?? (await getDb());
  const removed = await conn.transaction(async (tx) => {
    const user = await getUserById(userId, tx);
    if (!user) return null;
    if (user.status !== "invited") throw new TeamStateError("not_invited");
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.status, "invited")));
    await recordAudit(
      { actor, action: "user.invite_revoke", targetType: "user", targetId: userId, before: auditView(user) },
      tx,
    );
    return user;
  });
  forgetKeptUsers();
  return removed;
}

/** A one-time password-reset link for an active user (the admin never sees or types a password). */
export async function issuePasswordReset(userId: string, actor: AuditActor, db?: Db, now = new Date()) {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const user = await getUserById(userId, tx);
    if (!user) return null;
    if (user.status !== "active") throw new TeamStateError("not_active");
    const token = await issueLink(userId, "reset", tx, now);
    await recordAudit({ actor, action: "user.reset_link", targetType: "user", targetId: userId }, tx);
    return { user, token };
  });
}

/** Deactivates (ending every open session) or reactivates a user. The last active admin stays active. */
export async function setUserStatus(
  userId: string,
  status: Extract<UserStatus, "active" | "deactivated">,
  actor: AuditActor,
  db?: Db,
): Promise<User | null> {
  const conn = db ?? (await getDb());
  const changed = await conn.transaction(async (tx) => {
    const before = await getUserById(userId, tx);
    if (!before) return null;
    if (status === "deactivated") {
      if (before.status !== "active") throw new TeamStateError("not_active");
      if (before.role === "admin") await assertNotLastAdmin(userId, tx);
      await tx
        .update(userSessions)
        .set({ endedAt: new Date() })
        .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)));
    } else if (before.status !== "deactivated") throw new TeamStateError("not_deactivated");
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    const after = (await getUserById(userId, tx))!;
    await recordAudit(
      {
        actor,
        action: status === "deactivated" ? "user.deactivate" : "user.reactivate",
        targetType: "user",
        targetId: userId,
        before: { status: before.status },
        after: { status: after.status },
      },
      tx,
    );
    return after;
  });
  forgetKeptUsers();
  return changed;
}

export type LinkView = { kind: UserLinkKind; email: string; name: string };

async function findLink(token: string, db: Db, now: Date) {
  const [found] = await db
    .select({ link: userLinks, user: users })
    .from(userLinks)
    .innerJoin(users, eq(users.id, userLinks.userId))
    .where(
      and(
        eq(userLinks.tokenHash, hashToken(token)),
        isNull(userLinks.usedAt),
        isNull(userLinks.revokedAt),
        gt(userLinks.expiresAt, now),
      ),
    )
    .limit(1);
  if (!found) return null;
  const expected: UserStatus = found.link.kind === "invite" ? "invited" : "active";
  return found.user.status === expected ? found : null;
}

/** What a link's page shows; null for an unknown, used, revoked or expired link (one answer for all). */
export async function peekLink(token: string, db?: Db, now = new Date()): Promise<LinkView | null> {
  if (!token || token.length > 200) return null;
  const found = await findLink(token, db ?? (await getDb()), now);
  return found ? { kind: found.link.kind, email: found.user.email, name: found.user.name } : null;
}

/**
 * Uses a link once: sets the password (an invitation also activates the user) and ends every session
 * the user had. Null when the link is not (or no longer) valid; two concurrent uses cannot both pass.
 */
export async function consumeLink(
  token: string,
  password: string,
  db?: Db,
  now = new Date(),
): Promise<{ kind: UserLinkKind; user: User } | null> {
  if (!token || token.length > 200) return null;
  const conn = db ?? (await getDb());
  const passwordHash = await hashPassword(password);
  const result = await conn.transaction(async (tx) => {
    const found = await findLink(token, tx, now);
    if (!found) return null;
    const [claimed] = await tx
      .update(userLinks)
      .set({ usedAt: now })
      .where(and(eq(userLinks.id, found.link.id), isNull(userLinks.usedAt), isNull(userLinks.revokedAt)))
      .returning({ id: userLinks.id });
    if (!claimed) return null;
    const userId = found.user.id;
    await tx
      .update(users)
      .set({ passwordHash, status: "active", sessionEpoch: found.user.sessionEpoch + 1, updatedAt: now })
      .where(eq(users.id, userId));
    await tx
      .update(userSessions)
      .set({ endedAt: now })
      .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)));
    const action = found.link.kind === "invite" ? "user.invite_accept" : "user.password_reset";
    await recordAudit(
      { actor: { id: userId, email: found.user.email }, action, targetType: "user", targetId: userId },
      tx,
    );
    return { kind: found.link.kind, user: (await getUserById(userId, tx))! };
  });
  forgetKeptUsers();
  return result;
}

export interface TeamMember extends User {
  /** when the pending invitation's link expires (invited users only) */
  inviteExpiresAt: Date | null;
}

/** Every user with their pending invitation's expiry; the list page filters and sorts it. */
export async function listTeam(db?: Db, now = new Date()): Promise<TeamMember[]> {
  const conn = db ?? (await getDb());
  const [all, links] = await Promise.all([
    listUsers(conn),
    conn
      .select({ userId: userLinks.userId, expiresAt: userLinks.expiresAt })
      .from(userLinks)
      .where(
        and(
          eq(userLinks.kind, "invite"),
          isNull(userLinks.usedAt),
          isNull(userLinks.revokedAt),
          gt(userLinks.expiresAt, now),
        ),
      ),
  ]);
  const expiry = new Map(links.map((l) => [l.userId, l.expiresAt]));
  return all.map((u) => ({ ...u, inviteExpiresAt: expiry.get(u.id) ?? null }));
}
