import "server-only";

import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";

import { processSingleton } from "@/lib/process-singleton";
import { remembered } from "@/lib/remembered";

import { recordAudit, type AuditActor } from "./audit";
import { getDb, getDbHandle, type Db } from "./client";
import { userProducers, userSessions, users } from "./schema";
import { alsoForgetWithUsers, forgetKeptUsers, toUser, type User } from "./users";

/** A session lasts as long as the cookie that names it (12 h, lib/auth/options). */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60_000;
/** "Last seen" is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface SessionInfo {
  id: string;
  userId: string;
  device: string;
  address: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

export interface NewSession {
  userId: string;
  device: string;
  address: string | null;
  now?: Date;
  /** what the sign-in still owes after the password (lib/auth/factors signInFactorState); null: nothing */
  factorPending?: "verify" | "enrol" | null;
}

/** Opens a session at sign-in and stamps the user's last sign-in; returns the id the cookie will carry. */
export async function createSession(input: NewSession, db?: Db): Promise<string> {
  const conn = db ?? (await getDb());
  const now = input.now ?? new Date();
  const [row] = await conn
    .insert(userSessions)
    .values({
      userId: input.userId,
      device: input.device.slice(0, 200),
      address: input.address?.slice(0, 100) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
      factorPending: input.factorPending ?? null,
      // the password is a proof too (step-up asks again after a while); a pending session has none yet
      factorAt: input.factorPending ? null : now,
    })
    .returning({ id: userSessions.id });
  await conn.update(users).set({ lastSignInAt: now }).where(eq(users.id, input.userId));
  forgetKeptUsers();
  return row.id;
}

type Joined = {
  session: SessionInfo & {
    expiresAt: Date;
    endedAt: Date | null;
    factorPending: "verify" | "enrol" | null;
    factorAt: Date | null;
  };
  user: User;
};

/** One primary-key lookup: the session row joined to its user and the user's producers. */
async function loadJoined(id: string, db: Db): Promise<Joined | null> {
  const [found] = await db
    .select({
      session: userSessions,
      user: users,
      producerIds: sql<
        string[] | null
      >`(select array_agg(${userProducers.producerId})::text[] from ${userProducers} where ${userProducers.userId} = ${users.id})`,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(userSessions.id, id))
    .limit(1);
  if (!found) return null;
  return { session: found.session, user: toUser(found.user, found.producerIds ?? undefined) };
}

// On embedded PGlite every write goes through this process, and each forgets the kept rows (see
// forgetKeptUsers): ending a session or deactivating a user applies at the next request. On PostgreSQL
// other instances write too, so the row is read on each request.
const keptSessions = () =>
  processSingleton("db.session-joined", () =>
    remembered(
      async (id) => {
        const joined = await loadJoined(id, await getDb());
        return joined ? Object.freeze(joined) : null;
      },
      { keepMs: (j) => (j ? 60_000 : 0), maxEntries: 10_000 },
    ),
  );

/** Forgets kept session rows (called by every write to users and sessions). */
export function forgetKeptSessions(): void {
  keptSessions().forget();
}
alsoForgetWithUsers(() => keptSessions().forget());

const touched = () => processSingleton("db.session-touched", () => new Map<string, number>());

/**
 * The session's user when the session is open (not ended, not expired) and the user active; null
 * otherwise. Called on every signed-in request; "last seen" is written at most every 5 minutes.
 */
export async function getLiveSession(id: string, now = new Date()): Promise<Joined | null> {
  const { db, kind } = await getDbHandle();
  const joined = kind === "pglite" ? await keptSessions()(id) : await loadJoined(id, db);
  if (!joined || !isLive(joined, now)) return null;
  const last = touched().get(id) ?? joined.session.lastSeenAt.getTime();
  if (now.getTime() - last > TOUCH_EVERY_MS) {
    touched().set(id, now.getTime());
    if (touched().size > 10_000) touched().delete(touched().keys().next().value!);
    db.update(userSessions)
      .set({ lastSeenAt: now })
      .where(eq(userSessions.id, id))
      .catch((error: unknown) => console.error("session last-seen update failed", error));
  }
  return joined;
}

/** For long-lived responses (the live stream): is the session still open, past its second factor, and its user active? */
export async function sessionStillOpen(id: string): Promise<boolean> {
  const live = await getLiveSession(id);
  return live !== null && !live.session.factorPending;
}

/**
 * True when none of the user's other sessions, ended or not, came from this device label: the sign-in
 * is from a new device (a security e-mail says so). The very first sign-in is not "new".
 */
export async function isNewDevice(
  userId: string,
  device: string,
  sessionId: string,
  db?: Db,
): Promise<boolean> {
  const conn = db ?? (await getDb());
  const others = await conn
    .select({ device: userSessions.device })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), ne(userSessions.id, sessionId)));
  return others.length > 0 && !others.some((o) => o.device === device.slice(0, 200));
}

function isLive({ session, user }: Joined, now: Date): boolean {
  return !session.endedAt && session.expiresAt > now && user.status === "active";
}

/** The user's open sessions, the most recently seen first. */
export async function listOpenSessions(userId: string, db?: Db, now = new Date()): Promise<SessionInfo[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select()
    .from(userSessions)
    .where(
      and(eq(userSessions.userId, userId), isNull(userSessions.endedAt), gt(userSessions.expiresAt, now)),
    )
    .orderBy(desc(userSessions.lastSeenAt));
  return rows.map((r) => ({
    ...r,
    lastSeenAt: new Date(Math.max(r.lastSeenAt.getTime(), touched().get(r.id) ?? 0)),
  }));
}

export type EndScope = { sessionId: string } | { allExcept: string } | "all";

/**
 * Ends sessions of one user: one (`sessionId`), all but the current one (`allExcept`), or all. Only the
 * user's own rows are touched, so a session id from input cannot end someone else's. Returns how many.
 */
export async function endSessions(
  userId: string,
  scope: EndScope,
  actor: AuditActor | null,
  db?: Db,
  reason = "sign_out",
): Promise<number> {
  const conn = db ?? (await getDb());
  const which =
    scope === "all"
      ? undefined
      : "sessionId" in scope
        ? eq(userSessions.id, scope.sessionId)
        : ne(userSessions.id, scope.allExcept);
  const ended = await conn
    .update(userSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt), which))
    .returning({ id: userSessions.id });
  forgetKeptSessions();
  if (ended.length && actor)
    await recordAudit(
      {
        actor,
        action: "session.end",
        targetType: "user",
        targetId: userId,
        after: { sessions: ended.map((e) => e.id), reason },
      },
      conn,
    );
  return ended.length;
}
