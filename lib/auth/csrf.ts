import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { secureCookiesEnabled } from "./cookies";

/**
 * next-auth v4's double-submit CSRF token, issued where the login page is served so its form can
 * post natively (no JavaScript, no GET /api/auth/csrf round trip). The cookie holds
 * `token|sha256(token + secret)`; the form posts `token`; next-auth checks both, exactly as for its own.
 */
export function csrfCookieName(): string {
  return `${secureCookiesEnabled() ? "__Host-" : ""}next-auth.csrf-token`;
}

const hashOf = (token: string, secret: string) =>
  createHash("sha256").update(`${token}${secret}`).digest("hex");

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The token of a valid cookie, or a new token with the cookie value to set. */
export function loginCsrf(
  cookieValue: string | undefined,
  secret: string,
): { token: string; cookie?: string } {
  const [token, hash] = (cookieValue ?? "").split("|");
  if (token && hash && sameHex(hash, hashOf(token, secret))) return { token };
  const fresh = randomBytes(32).toString("hex");
  return { token: fresh, cookie: `${fresh}|${hashOf(fresh, secret)}` };
}

/** Request header through which the proxy hands the token to the login page. */
export const CSRF_HEADER = "x-palco-csrf-token";
