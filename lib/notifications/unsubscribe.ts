import { createHmac, timingSafeEqual } from "node:crypto";

import { isUuid } from "@/lib/uuid";

function mac(userId: string, secret: string, scheduleId?: string): Buffer {
  // A purpose prefix so this MAC can never stand in for another signature made with AUTH_SECRET.
  const purpose = scheduleId
    ? `palco:unsubscribe:${userId}:schedule:${scheduleId}`
    : `palco:unsubscribe:${userId}`;
  return createHmac("sha256", secret).update(purpose).digest();
}

/**
 * The token of a user's unsubscribe link: `<user id>.<HMAC>` (every e-mail), or
 * `<user id>.<schedule id>.<HMAC>` (one scheduled report); valid until AUTH_SECRET changes.
 */
export function unsubscribeToken(userId: string, secret: string, scheduleId?: string): string {
  const middle = scheduleId ? `${scheduleId}.` : "";
  return `${userId}.${middle}${mac(userId, secret, scheduleId).toString("base64url")}`;
}

export type UnsubscribeScope = { userId: string; scheduleId: string | null };

/** Whom a token was made for and for what (one schedule, or null: everything), or null when not signed with `secret`. */
export function readUnsubscribeToken(
  token: string | null | undefined,
  secret: string,
): UnsubscribeScope | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 2 && parts.length !== 3) return null;
  const [userId, scheduleId, signature] = parts.length === 3 ? parts : [parts[0], undefined, parts[1]];
  if (!userId || !signature || !isUuid(userId) || (scheduleId !== undefined && !isUuid(scheduleId)))
    return null;
  const expected = mac(userId, secret, scheduleId);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, scheduleId: scheduleId ?? null };
}

/** The user id a token was made for (either scope), or null for anything not signed with `secret`. */
export function verifyUnsubscribeToken(token: string | null | undefined, secret: string): string | null {
  return readUnsubscribeToken(token, secret)?.userId ?? null;
}
