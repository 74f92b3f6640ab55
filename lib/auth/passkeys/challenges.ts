import "server-only";

import { and, eq, gt, isNull, lt, type SQL } from "drizzle-orm";

import type { Db } from "@/lib/db/client";
import { passkeyChallenges, type PasskeyChallengePurpose } from "@/lib/db/schema";

/** Long enough for a fingerprint or a PIN, short enough that a leaked challenge is soon worthless. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengeScope = {
  purpose: PasskeyChallengePurpose;
  /** null: the usernameless sign-in (nobody is known yet) */
  userId: string | null;
  /** the session that asked (second step, registration); null: none; undefined when spending: not checked */
  sessionId?: string | null;
};

/** Stores a challenge the browser will sign; expired ones are pruned on the way. */
export async function issueChallenge(
  db: Db,
  challenge: string,
  scope: ChallengeScope,
  now = new Date(),
): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose: scope.purpose,
    userId: scope.userId,
    sessionId: scope.sessionId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

const sameOrNull = (
  column: typeof passkeyChallenges.userId | typeof passkeyChallenges.sessionId,
  value: string | null | undefined,
): SQL => (value ? eq(column, value) : isNull(column));

/**
 * Spends the challenge the browser signed, when it is one this server issued for this purpose, user
 * and session, unexpired and unused: one conditional UPDATE, so two requests racing with the same
 * response cannot both pass. True when spent now.
 */
export async function spendChallenge(
  db: Db,
  challenge: string,
  scope: ChallengeScope,
  now = new Date(),
): Promise<boolean> {
  const spent = await db
    .update(passkeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, scope.purpose),
        sameOrNull(passkeyChallenges.userId, scope.userId),
        scope.sessionId === undefined ? undefined : sameOrNull(passkeyChallenges.sessionId, scope.sessionId),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ id: passkeyChallenges.id });
  return spent.length > 0;
}
