import "server-only";

import { cache } from "react";

import { cookies } from "next/headers";
import type { NextRequest } from "next/server";

import { getToken } from "next-auth/jwt";

import { getLiveSession } from "@/lib/db/sessions";
import { isUuid } from "@/lib/uuid";

import { sessionCookieName } from "./cookies";
import { can, type Capability } from "./policy";
import { inScope } from "./scope";
import { resolveAuthSecret } from "./secret";
import { decodeSessionToken, identityOf } from "./token";
import type { SessionUser } from "./types";

export type { SessionUser } from "./types";

/** `unauthenticated`: no valid session (or the user was removed/changed); `forbidden`: signed in, not allowed. */
export class AuthError extends Error {
  constructor(public readonly reason: "unauthenticated" | "forbidden") {
    super(reason === "unauthenticated" ? "Sign-in required" : "Not allowed");
    this.name = "AuthError";
  }
}

/**
 * The signed-in user, or null. Read once per request (React `cache`): the session cookie, then the
 * server-side session it names joined to its user (one primary-key lookup), so signing out, an ended
 * session, a deactivated or removed user, a changed role, or a password reset (session epoch) ends
 * access at the next request. A session still owing its second factor (or a required enrolment) is no
 * session here: every page, action and route refuses it; only the second step reads it
 * (`getPendingSession`).
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const read = await readSession();
  return read && !read.pending ? read.user : null;
});

/** A session that passed the password but still owes "verify" (a code) or "enrol"; null otherwise. */
export const getPendingSession = cache(
  async (): Promise<{ user: SessionUser; pending: "verify" | "enrol" } | null> => {
    const read = await readSession();
    return read?.pending ? { user: read.user, pending: read.pending } : null;
  },
);

type ReadSession = { user: SessionUser; pending: "verify" | "enrol" | null; factorAt: Date | null };

/** The session behind the cookie, pending or not; null when there is none usable. */
export const readSession = cache(async (): Promise<ReadSession | null> => {
  // The session cookie's claims, read the way the proxy reads them (next-auth's getToken, one decrypt
  // per token per process), not through getServerSession: in a server component that also re-encrypts
  // a refreshed token it cannot set.
  const claims = await getToken({
    // getToken reads only `cookies` (any store with getAll(), as Next's is) and `headers` (no bearer
    // token here: the session is the cookie); its type asks for a whole request.
    req: { cookies: await cookies(), headers: {} } as unknown as NextRequest,
    secret: resolveAuthSecret(),
    cookieName: sessionCookieName(),
    decode: decodeSessionToken,
  });
  const identity = identityOf(claims);
  if (!identity?.sid || !isUuid(identity.sid)) return null;
  const live = await getLiveSession(identity.sid);
  if (!live) return null;
  const { user, session } = live;
  if (user.id !== identity.uid || user.role !== identity.role || user.sessionEpoch !== (identity.epoch ?? -1))
    return null;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      producerIds: user.producerIds,
      sessionId: identity.sid,
    },
    pending: session.factorPending,
    factorAt: session.factorAt,
  };
});

/** @throws AuthError("unauthenticated") */
export async function requireUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new AuthError("unauthenticated");
  return user;
}

/** @throws AuthError("unauthenticated" | "forbidden") */
export async function requireCapability(capability: Capability): Promise<SessionUser> {
  const user = await requireUser();
  if (!can(user, capability)) throw new AuthError("forbidden");
  return user;
}

/**
 * The user may act on this producer. Pass the user you already checked (e.g. from requireCapability)
 * to avoid a second lookup.
 * @throws AuthError("unauthenticated" | "forbidden")
 */
export async function requireProducer(producerId: string, user?: SessionUser): Promise<SessionUser> {
  const current = user ?? (await requireUser());
  if (!inScope(current.producerIds, producerId)) throw new AuthError("forbidden");
  return current;
}
