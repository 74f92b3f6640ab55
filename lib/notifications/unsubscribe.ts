import { createHmac, timingSafeEqual } from "node:crypto";

import { isUuid } from "@/lib/uuid";

function mac(userId: string, secret: string): Buffer {
  // A purpose prefix so this MAC can never stand in for another signature made with AUTH_SECRET.
  return createHmac("sha256", secret).update(`palco:unsubscribe:${userId}`).digest();
}

/** The token of a user's unsubscribe link: `<user id>.<HMAC>`, valid until AUTH_SECRET changes. */
export function unsubscribeToken(userId: string, secret: string): string {
  return `${userId}.${mac(userId, secret).toString("base64url")}`;
}

/** The user id a token was made for, or null for anything not signed with `secret`. */
export function verifyUnsubscribeToken(token: string | null | undefined, secret: string): string | null {
  if (!token || token.length > 200) return null;
  const [userId, signature, extra] = token.split(".");
  if (extra !== undefined || !userId || !signature || !isUuid(userId)) return null;
  const expected = mac(userId, secret);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
