import "server-only";

import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";

import { deriveKey, openSecret, sealSecret } from "@/lib/crypto/secret-box";
import { recordAudit, type AuditActor } from "@/lib/db/audit";
import { getDb, type Db } from "@/lib/db/client";
import { userPasskeys, userRecoveryCodes, userSessions, userTotp } from "@/lib/db/schema";
import { forgetKeptSessions } from "@/lib/db/sessions";
import { requiredRoles } from "@/lib/db/two-factor-policy";
import type { User } from "@/lib/db/users";

import { resolveAuthSecret } from "./secret";
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
} from "./totp";

/** TOTP secrets get their own key (HKDF of AUTH_SECRET), not the webhook secrets' one. */
export function totpKey(authSecret = resolveAuthSecret()): Buffer {
  return deriveKey(authSecret, "palco.user_totp", "palco totp secrets v1");
}

type Who = Pick<User, "id" | "email">;
export type Ctx = { db?: Db; now?: Date; key?: Buffer; address?: string | null };

const actorOf = (u: Who): AuditActor => ({ id: u.id, email: u.email });

export interface TwoFactorStatus {
  enabled: boolean;
  confirmedAt: Date | null;
  recoveryLeft: number;
}

export async function twoFactorStatus(userId: string, db?: Db): Promise<TwoFactorStatus> {
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  const [{ left }] = await conn
    .select({ left: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  const confirmedAt = row?.confirmedAt ?? null;
  return { enabled: Boolean(confirmedAt), confirmedAt, recoveryLeft: confirmedAt ? left : 0 };
}

/** How many passkeys the user has (lib/auth/passkeys): each is a second factor too. */
export async function passkeyCount(userId: string, db?: Db): Promise<number> {
  const conn = db ?? (await getDb());
  const [{ n }] = await conn.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, userId));
  return n;
}

/** Whether the user has a second factor: a confirmed authenticator app or a passkey. */
export async function hasSecondFactor(userId: string, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  return (await twoFactorStatus(userId, conn)).enabled || (await passkeyCount(userId, conn)) > 0;
}

export interface FactorSummary {
  totp: boolean;
  passkeys: number;
}

/** Every user's second factors at once (the team list): a confirmed app and how many passkeys. */
export async function factorSummaries(db?: Db): Promise<Map<string, FactorSummary>> {
  const conn = db ?? (await getDb());
  const [apps, keys] = await Promise.all([
    conn.select({ userId: userTotp.userId }).from(userTotp).where(isNotNull(userTotp.confirmedAt)),
    conn.select({ userId: userPasskeys.userId, n: count() }).from(userPasskeys).groupBy(userPasskeys.userId),
  ]);
  const out = new Map<string, FactorSummary>();
  const of = (id: string) => out.get(id) ?? out.set(id, { totp: false, passkeys: 0 }).get(id)!;
  for (const a of apps) of(a.userId).totp = true;
  for (const k of keys) of(k.userId).passkeys = k.n;
  return out;
}

/** What a sign-in still owes after the password: a code or a passkey, an enrolment, or nothing. */
export async function signInFactorState(user: Pick<User, "id" | "role">, db?: Db) {
  const conn = db ?? (await getDb());
  if (await hasSecondFactor(user.id, conn)) return "verify" as const;
  return (await requiredRoles(conn)).includes(user.role) ? ("enrol" as const) : null;
}

/**
 * The secret of the enrolment in progress (started now when none is), or null when a factor is already
 * confirmed. Opening the page twice shows the same secret.
 */
export async function startEnrolment(
  userId: string,
  { db, key = totpKey() }: Ctx = {},
): Promise<string | null> {
  const conn = db ?? (await getDb());
  await conn
    .insert(userTotp)
    .values({ userId, secretSealed: sealSecret(key, newTotpSecret()) })
    .onConflictDoNothing();
  const [row] = await conn.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  if (!row || row.confirmedAt) return null;
  return openSecret(key, row.secretSealed);
}

async function replaceRecoveryCodes(userId: string, tx: Db): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.insert(userRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
  return codes;
}

/**
 * Confirms the enrolment in progress with a code from the app; returns the ten recovery codes (shown once).
 * The confirming code's step is recorded, so it cannot sign in afterwards.
 */
export async function confirmEnrolment(
  user: Who,
  code: string,
  { db, now = new Date(), key = totpKey(), address = null }: Ctx = {},
): Promise<{ recoveryCodes: string[] } | "wrong_code" | "no_enrolment"> {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const [row] = await tx.select().from(userTotp).where(eq(userTotp.userId, user.id)).limit(1);
    if (!row || row.confirmedAt) return "no_enrolment" as const;
    const step = matchTotpStep(openSecret(key, row.secretSealed), code, now);
    if (step === null) return "wrong_code" as const;
    const done = await tx
      .update(userTotp)
      .set({ confirmedAt: now, lastStep: step })
      .where(and(eq(userTotp.userId, user.id), isNull(userTotp.confirmedAt)))
      .returning({ userId: userTotp.userId });
    if (!done.length) return "no_enrolment" as const;
    const recoveryCodes = await replaceRecoveryCodes(user.id, tx);
    await recordAudit(
      { actor: actorOf(user), action: "two_factor.enable", targetType: "user", targetId: user.id, address },
      tx,
    );
    return { recoveryCodes };
  });
}

export type FactorCheck = "totp" | "recovery" | "wrong";

/** The secret, or null when it was sealed under another AUTH_SECRET: recovery codes (hashed) still work then. */
function openedOrNull(key: Buffer, sealed: string): string | null {
  try {
    return openSecret(key, sealed);
  } catch {
    console.error("a TOTP secret does not open with this AUTH_SECRET (changed?); only recovery codes work");
    return null;
  }
}

/**
 * Checks a TOTP code (current step ±1, and only a step after the last one used: recording it is one
 * conditional UPDATE, so two requests racing with the same code cannot both pass) or a recovery code
 * (spent by one conditional UPDATE). Never records the code anywhere.
 */
export async function checkSecondFactor(
  userId: string,
  code: string,
  { db, now = new Date(), key = totpKey() }: Ctx = {},
): Promise<FactorCheck> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .limit(1);
  if (!row) return "wrong";
  const step = matchTotpStep(openedOrNull(key, row.secretSealed) ?? "", code, now);
  if (step !== null) {
    const used = await conn
      .update(userTotp)
      .set({ lastStep: step })
      .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
      .returning({ userId: userTotp.userId });
    return used.length ? "totp" : "wrong";
  }
  if (!looksLikeRecoveryCode(code)) return "wrong";
  const spent = await conn
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return spent.length ? "recovery" : "wrong";
}

/** The session passed its second factor (or enrolled): usable from now on. Only the user's own row. */
export async function markSessionVerified(
  sessionId: string,
  userId: string,
  { db, now = new Date() }: Ctx = {},
): Promise<void> {
  const conn = db ?? (await getDb());
  await conn
    .update(userSessions)
    .set({ factorPending: null, factorAt: now })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)));
  forgetKeptSessions();
}

export class FactorRequiredError extends Error {
  constructor() {
    super("This role must keep two-factor authentication");
    this.name = "FactorRequiredError";
  }
}

/**
 * Whether the user may give up TOTP: always, unless the role requires two-factor and no passkey would be
 * left (removing the last factor of such a role is refused, the same rule as for the last passkey).
 */
export async function mayDisableTotp(user: Pick<User, "id" | "role">, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  return !(await requiredRoles(conn)).includes(user.role) || (await passkeyCount(user.id, conn)) > 0;
}

/** Removes the factor and its recovery codes; refused (FactorRequiredError) when it is a required role's last. */
export async function disableTwoFactor(
  user: Who & Pick<User, "role">,
  { db, address = null }: Ctx = {},
): Promise<boolean> {
  const conn = db ?? (await getDb());
  if (!(await mayDisableTotp(user, conn))) throw new FactorRequiredError();
  return conn.transaction(async (tx) => {
    const removed = await tx.delete(userTotp).where(eq(userTotp.userId, user.id)).returning();
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    if (!removed.some((r) => r.confirmedAt)) return false;
    await recordAudit(
      { actor: actorOf(user), action: "two_factor.disable", targetType: "user", targetId: user.id, address },
      tx,
    );
    return true;
  });
}

/** Ten new recovery codes (the old ones stop working); null without a confirmed factor. */
export async function regenerateRecoveryCodes(
  user: Who,
  { db, address = null }: Ctx = {},
): Promise<string[] | null> {
  const conn = db ?? (await getDb());
  if (!(await twoFactorStatus(user.id, conn)).enabled) return null;
  return conn.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(user.id, tx);
    await recordAudit(
      {
        actor: actorOf(user),
        action: "two_factor.recovery_regenerate",
        targetType: "user",
        targetId: user.id,
        address,
      },
      tx,
    );
    return codes;
  });
}
