import "server-only";

import { notFound, redirect } from "next/navigation";

import { safeCallbackUrl } from "./callback-url";
import { AuthError, requireUser, type SessionUser } from "./session";

function loginPath(callbackUrl?: string): string {
  const target = safeCallbackUrl(callbackUrl, { fallback: "" });
  return target ? `/login?${new URLSearchParams({ callbackUrl: target })}` : "/login";
}

/**
 * For pages and layouts: runs an auth check and turns its AuthError into navigation —
 * unauthenticated → /login (back to `callbackUrl` afterwards), forbidden → the not-found page
 * (the same page as a missing resource, so scope is not revealed).
 *   const user = await guardPage(requireCapability("orders:read"), `/events/${id}/orders`)
 */
export async function guardPage<T>(check: Promise<T>, callbackUrl?: string): Promise<T> {
  try {
    return await check;
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    if (error.reason === "unauthenticated") redirect(loginPath(callbackUrl));
    notFound();
  }
}

/** Shorthand for the common case. */
export function requirePageUser(callbackUrl?: string): Promise<SessionUser> {
  return guardPage(requireUser(), callbackUrl);
}

/** For route handlers: 401/403 JSON for an AuthError, null for anything else (rethrow it). */
export function authErrorResponse(error: unknown): Response | null {
  if (!(error instanceof AuthError)) return null;
  const status = error.reason === "unauthenticated" ? 401 : 403;
  return Response.json({ error: error.reason }, { status, headers: { "Cache-Control": "no-store" } });
}
