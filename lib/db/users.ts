import "server-only";

import { and, asc, eq, inArray, sql } from "drizzle-orm";

import { hashPassword } from "@/lib/db/password";
import type { Role } from "@/lib/db/roles";
import { processSingleton } from "@/lib/process-singleton";
import { remembered } from "@/lib/remembered";

import { recordAudit, type AuditActor } from "./audit";
import { getDb, getDbHandle, type Db } from "./client";
import { userProducers, users, type UserRow, type UserStatus } from "./schema";

/** `"all"`: no membership rows, so every producer of the Partner API key's scope. */
export type ProducerScope = string[] | "all";

export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  producerIds: ProducerScope;
  sessionEpoch: number;
  status: UserStatus;
  locale: string | null;
  lastSignInAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The change would leave no active admin: refused for everyone, the CLI included. */
export class LastAdminError extends Error {
  constructor() {
    super("The last active admin cannot be demoted, deactivated or removed");
    this.name = "LastAdminError";
  }
}

/**
 * Throws LastAdminError unless another active admin than `userId` exists. Call inside the transaction
 * that makes the change: the active admins' rows are locked, so two admins demoting each other at once
 * cannot both pass.
 */
export async function assertNotLastAdmin(userId: string, tx: Db): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")))
    .for("update");
  if (!admins.some((a) => a.id !== userId)) throw new LastAdminError();
}

export class UserConflictError extends Error {
  constructor(public readonly email: string) {
    super(`A user with e-mail ${email} already exists`);
    this.name = "UserConflictError";
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function scopesOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (ids.length === 0) return map;
  const rows = await db.select().from(userProducers).where(inArray(userProducers.userId, ids));
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.producerId]);
  return map;
}

export function toUser(row: UserRow, producers: string[] | undefined): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    producerIds: producers?.length ? [...producers].sort() : "all",
    sessionEpoch: row.sessionEpoch,
    status: row.status,
    locale: row.locale,
    lastSignInAt: row.lastSignInAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What the audit trail shows of a user: never the hash. */
export function auditView(u: User) {
  return { email: u.email, name: u.name, role: u.role, producerIds: u.producerIds, status: u.status };
}

/** One query with the producer scope beside the row. */
export async function getUserById(id: string, db?: Db): Promise<User | null> {
  const conn = db ?? (await getDb());
  const [found] = await conn
    .select({
      row: users,
      producerIds: sql<
        string[] | null
      >`(select array_agg(${userProducers.producerId})::text[] from ${userProducers} where ${userProducers.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return found ? toUser(found.row, found.producerIds ?? undefined) : null;
}

/**
 * The row a session is checked against, on every signed-in request. On embedded PGlite it is kept in
 * memory: the query runs in this process's WebAssembly Postgres and cost about 3 ms of CPU per view (a
 * lab page listing the events: 14.3 → 11.0 ms). PGlite has one connection, owned by this process (the
 * README says to stop the server before `npm run user`), so every change to a user passes through this
 * file or user-updates.ts, and each forgets the kept rows once its write is done: a changed role, a
 * reset password or a removed user still ends access at the next request. On PostgreSQL other
 * instances write too, so the row is read each time.
 */
export async function getSessionUserRow(id: string): Promise<User | null> {
  const { db, kind } = await getDbHandle();
  if (kind !== "pglite") return getUserById(id, db);
  return sessionRows()(id);
}

/** Called by every write to users or their producers, once it is done. */
export function forgetKeptUsers(): void {
  sessionRows().forget();
  for (const forget of keptElsewhere()) forget();
}

// Other kept copies of user rows (lib/db/sessions keeps sessions joined to their user) register here.
const keptElsewhere = () => processSingleton("db.kept-user-copies", () => new Set<() => void>());

/** Registers a memo that holds user rows, so every write to users forgets it too. */
export function alsoForgetWithUsers(forget: () => void): void {
  keptElsewhere().add(forget);
}

// Each route bundle may hold its own copy of this module, and all must share one store.
const sessionRows = () =>
  processSingleton("db.session-rows", () =>
    remembered(async (id) => frozen(await getUserById(id)), {
      keepMs: (user) => (user ? Number.POSITIVE_INFINITY : 0),
      maxEntries: 10_000, // more users than a console has
    }),
  );

/** Kept rows are frozen: every later request gets the same object. */
function frozen(user: User | null): User | null {
  if (!user) return null;
  const scope = user.producerIds === "all" ? "all" : (Object.freeze([...user.producerIds]) as string[]);
  return Object.freeze({ ...user, producerIds: scope });
}

/** Includes the password hash: for sign-in only. */
export async function findUserForLogin(
  email: string,
  db?: Db,
): Promise<{ user: User; passwordHash: string } | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row
    ? { user: toUser(row, (await scopesOf(conn, [row.id])).get(row.id)), passwordHash: row.passwordHash }
    : null;
}

export async function getUserByEmail(email: string, db?: Db): Promise<User | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ? toUser(row, (await scopesOf(conn, [row.id])).get(row.id)) : null;
}

export async function listUsers(db?: Db): Promise<User[]> {
  const conn = db ?? (await getDb());
  const rows = await conn.select().from(users).orderBy(asc(users.email));
  const scopes = await scopesOf(
    conn,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUser(r, scopes.get(r.id)));
}

export interface NewUser {
  email: string;
  name: string;
  role: Role;
  password: string;
  /** omit or empty: all producers */
  producerIds?: string[];
}

export async function createUser(input: NewUser, actor: AuditActor, db?: Db): Promise<User> {
  const conn = db ?? (await getDb());
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const producerIds = [...new Set(input.producerIds ?? [])];
  const created = await conn.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email, name: input.name.trim(), role: input.role, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) throw new UserConflictError(email);
    if (producerIds.length)
      await tx
        .insert(userProducers)
        .values(producerIds.map((producerId) => ({ userId: row.id, producerId })));
    const user = toUser(row, producerIds);
    await recordAudit(
      { actor, action: "user.create", targetType: "user", targetId: user.id, after: auditView(user) },
      tx,
    );
    return user;
  });
  forgetKeptUsers();
  return created;
}

export async function removeUser(email: string, actor: AuditActor, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const existing = await getUserByEmail(email, conn);
  if (!existing) return false;
  const removed = await conn.transaction(async (tx) => {
    if (existing.role === "admin" && existing.status === "active") await assertNotLastAdmin(existing.id, tx);
    const deleted = await tx.delete(users).where(eq(users.id, existing.id)).returning({ id: users.id });
    if (deleted.length === 0) return false;
    await recordAudit(
      {
        actor,
        action: "user.remove",
        targetType: "user",
        targetId: existing.id,
        before: auditView(existing),
      },
      tx,
    );
    return true;
  });
  forgetKeptUsers();
  return removed;
}

/** Also ends every session the user holds (JWTs carry the epoch). */
export async function setUserPassword(
  email: string,
  password: string,
  actor: AuditActor,
  db?: Db,
): Promise<boolean> {
  const conn = db ?? (await getDb());
  const passwordHash = await hashPassword(password);
  const reset = await conn.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, sessionEpoch: sql`${users.sessionEpoch} + 1`, updatedAt: new Date() })
      .where(eq(users.email, normalizeEmail(email)))
      .returning({ id: users.id });
    if (!row) return false;
    await recordAudit({ actor, action: "user.reset_password", targetType: "user", targetId: row.id }, tx);
    return true;
  });
  forgetKeptUsers();
  return reset;
}
