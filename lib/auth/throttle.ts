import "server-only";

import { and, desc, eq, gt, lt } from "drizzle-orm";

import type { Db } from "@/lib/db/client";
import { loginAttempts } from "@/lib/db/schema";
import type { TrustProxy } from "@/lib/env";

import { PEER_HEADER, peerAddress } from "./peer-address";

type Scope = "account-address" | "account" | "address";

interface Rule {
  scope: Scope;
  windowMs: number;
  max: number;
}

/**
 * Failed sign-ins allowed per window; at `max` further attempts wait until the oldest one ages out.
 * One person mistyping locks only their account from their address; the account as a whole caps
 * guessing spread over many addresses (TESTPLAN: ≤ 100 an hour); an address, shared by a whole office
 * behind one NAT, gets a far higher ceiling that still stops one client spraying many accounts.
 * Unknown e-mails count exactly like known ones, so the answers never reveal which accounts exist.
 */
const THROTTLE_RULES: readonly Rule[] = [
  { scope: "account-address", windowMs: 60_000, max: 10 },
  { scope: "account", windowMs: 3_600_000, max: 100 },
  { scope: "address", windowMs: 60_000, max: 60 },
  { scope: "address", windowMs: 3_600_000, max: 600 },
];
const LONGEST_WINDOW_MS = Math.max(...THROTTLE_RULES.map((r) => r.windowMs));

export interface AttemptKey {
  /** normalized (lowercased) e-mail, known account or not */
  email: string;
  /** client address, or null when unknown (then only the per-account rules apply) */
  address: string | null;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function matching(scope: Scope, key: AttemptKey) {
  const email = eq(loginAttempts.email, key.email);
  const address = eq(loginAttempts.address, key.address ?? "");
  if (scope === "account") return email;
  if (scope === "account-address") return and(email, address);
  return key.address === null ? undefined : address;
}

export async function checkThrottle(db: Db, key: AttemptKey, now = new Date()): Promise<ThrottleVerdict> {
  let lockedUntil = 0;
  for (const rule of THROTTLE_RULES) {
    const where = matching(rule.scope, key);
    if (!where) continue;
    // The max-th newest failure inside the window: while it is in the window, the limit is reached.
    const [nth] = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(where, gt(loginAttempts.at, new Date(now.getTime() - rule.windowMs))))
      .orderBy(desc(loginAttempts.at))
      .offset(rule.max - 1)
      .limit(1);
    if (nth) lockedUntil = Math.max(lockedUntil, nth.at.getTime() + rule.windowMs);
  }
  if (lockedUntil <= now.getTime()) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000)) };
}

export async function recordFailure(db: Db, key: AttemptKey, now = new Date()): Promise<void> {
  await db.insert(loginAttempts).values({ at: now, email: key.email, address: key.address ?? "" });
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - LONGEST_WINDOW_MS)));
}

/** After a successful sign-in the account's failures no longer count (the address's still do). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is 10.0.0.1; otherwise lowercased. */
function normalizeAddress(address: string): string {
  const a = address.trim().toLowerCase();
  return a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a;
}

/**
 * The client's address for the per-address throttle rules. Without TRUST_PROXY it is the socket's
 * (stamped by lib/auth/peer-address): X-Forwarded-For is whatever a client wrote. With TRUST_PROXY the
 * chain X-Forwarded-For + socket is read from the right: `hops` entries are our proxies, or every entry
 * that is one of `addresses` is; the first other entry is the client. Null when unknown (then only the
 * per-account rules apply).
 */
export function clientAddress(
  headers: Record<string, unknown> | Headers | undefined,
  trust: TrustProxy = { hops: 0 },
): string | null {
  const get = (name: string): string | undefined => {
    if (!headers) return undefined;
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    return typeof value === "string" ? value : Array.isArray(value) ? value.join(",") : undefined;
  };
  const peer = peerAddress(get(PEER_HEADER));
  const chain = [
    ...(get("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    ...(peer ? [peer] : []),
  ].map(normalizeAddress);
  let address: string | undefined;
  if (!peer) address = undefined;
  else if ("hops" in trust) address = chain[Math.max(0, chain.length - 1 - trust.hops)];
  else {
    const trusted = new Set(trust.addresses.map(normalizeAddress));
    address = [...chain].reverse().find((a) => !trusted.has(a)) ?? chain[0];
  }
  return address ? address.slice(0, 64) : null;
}
