import "server-only";

import { cache } from "react";

import { getServerSession } from "next-auth";

import { getUserById } from "@/lib/db/users";

import { getAuthOptions } from "./options";
import { can, type Capability } from "./policy";
import { inScope } from "./scope";
import type { SessionUser } from "./types";

export type { SessionUser } from "./types";

/** `unauthenticated`: no valid session (or the user was removed/changed); `forbidden`: signed in, not allowed. */
export class AuthError extends Error {
  constructor(public readonly reason: "unauthenticated" | "forbidden") {
    super(reason === "unauthenticated" ? "Sign-in required" : "Not allowed");
    this.name = "AuthError";
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in user, or null. Read once per request (React `cache`): the session cookie and the user
 * row, so a removed user, a changed role, or a password reset (session epoch) ends access at the next
 * request.
 */
export const getSessionUser = cache(readSessionUser);

async function readSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(getAuthOptions());
  const claimed = session?.user;
  if (!session || !claimed?.id || !UUID.test(claimed.id)) return null;
  const user = await getUserById(claimed.id);
  if (!user || user.role !== claimed.role || user.sessionEpoch !== session.epoch) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role, producerIds: user.producerIds };
}

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
