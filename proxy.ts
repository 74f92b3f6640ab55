import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";

import { withAuth, type NextAuthMiddlewareOptions, type NextRequestWithAuth } from "next-auth/middleware";

import {
  actionRefusalResponse,
  checkActionRequest,
  checkRouteRequest,
  routeRefusalResponse,
} from "@/lib/auth/action-guard";
import { sanitizeCallbackCookie } from "@/lib/auth/callback-url";
import { secureCookiesEnabled, sessionCookieName } from "@/lib/auth/cookies";
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "@/lib/auth/csp";
import { CSRF_HEADER, csrfCookieName, loginCsrf } from "@/lib/auth/csrf";
import { resolveAuthSecret } from "@/lib/auth/secret";
import { ssoFormTargets } from "@/lib/auth/sso";
import { decodeSessionToken } from "@/lib/auth/token";

// Reachable without a session. Everything else redirects to /login; real authorization happens in
// the data-access layer and in every action, this only saves a round trip.
const PUBLIC_PATH = /^\/(login|api\/auth|unsubscribe|invite)(\/|$)/;

/**
 * The origin next-auth builds its URLs from (Host / X-Forwarded-*, see lib/auth/options), so its
 * callback-url cookie (`http://127.0.0.1:3000/account` after a single sign-on) is judged against the
 * address the user opened. Next's `nextUrl` reads 127.0.0.1 as localhost and would drop it.
 */
function openedOrigin(req: NextRequest): string {
  const first = (name: string) => req.headers.get(name)?.split(",")[0]?.trim();
  const host = first("x-forwarded-host") || first("host");
  const proto = first("x-forwarded-proto") || req.nextUrl.protocol.replace(/:$/, "");
  return host && /^https?$/.test(proto) ? `${proto}://${host}` : req.nextUrl.origin;
}

/** Passes the request on with a per-request nonce: Next reads it from the request's CSP header. */
function continueWithCsp(req: NextRequest): NextResponse {
  const nonce = createNonce();
  const login = req.nextUrl.pathname === "/login";
  const csp = contentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === "development",
    formTargets: login ? ssoFormTargets() : [],
  });
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  requestHeaders.delete(CSRF_HEADER);
  // next-auth answers 500 to a callback-url cookie it cannot parse; it reads cookies from these headers.
  const cookie = sanitizeCallbackCookie(requestHeaders.get("cookie"), openedOrigin(req));
  if (cookie !== null) requestHeaders.set("cookie", cookie);
  // The login form posts natively to next-auth, so its CSRF token comes with the page (see lib/auth/csrf).
  const csrf = login ? loginCsrf(req.cookies.get(csrfCookieName())?.value, resolveAuthSecret()) : undefined;
  if (csrf) requestHeaders.set(CSRF_HEADER, csrf.token);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  if (csrf?.cookie) {
    const secure = secureCookiesEnabled();
    res.cookies.set(csrfCookieName(), csrf.cookie, { httpOnly: true, sameSite: "lax", path: "/", secure });
  }
  applySecurityHeaders(res.headers, { csp, https: secureCookiesEnabled() });
  return res;
}

// Getters: read on each request, so importing this file at build time touches neither env nor disk.
const options: NextAuthMiddlewareOptions = {
  pages: { signIn: "/login" },
  get secret() {
    return resolveAuthSecret();
  },
  get cookies() {
    return { sessionToken: { name: sessionCookieName() } };
  },
  jwt: { decode: decodeSessionToken },
  callbacks: {
    // API routes answer 401 themselves below instead of an HTML redirect.
    authorized: ({ req, token }) => Boolean(token) || req.nextUrl.pathname.startsWith("/api/"),
  },
};

const authenticated = withAuth((req: NextRequestWithAuth) => {
  if (!req.nextauth.token) {
    return NextResponse.json(
      { error: "unauthenticated" },
      { status: 401, headers: { "Cache-Control": "no-store" } },
    );
  }
  return continueWithCsp(req);
}, options);

/** A POST to a page is a server action (fetch or native form); route handlers under /api check their own. */
const isActionPost = (req: NextRequest) => req.method === "POST" && !req.nextUrl.pathname.startsWith("/api/");

export default async function proxy(req: NextRequest, event: NextFetchEvent) {
  if (isActionPost(req)) {
    // Next answers 500 to each of these; refuse them first, with the hardening headers of any response.
    const refusal = await checkActionRequest(req.clone());
    if (refusal) {
      const res = actionRefusalResponse(refusal);
      applySecurityHeaders(res.headers, { https: secureCookiesEnabled() });
      return res;
    }
  }
  if (req.nextUrl.pathname.startsWith("/api/")) {
    // A foreign Origin or a body on a read: refused before any handler (or next-auth) sees it.
    const refusal = checkRouteRequest(req);
    if (refusal) {
      const res = routeRefusalResponse(refusal);
      applySecurityHeaders(res.headers, { https: secureCookiesEnabled() });
      return res;
    }
  }
  if (PUBLIC_PATH.test(req.nextUrl.pathname)) return continueWithCsp(req);
  const res = await authenticated(req as NextRequestWithAuth, event);
  if (res) applySecurityHeaders(res.headers, { https: secureCookiesEnabled() });
  return res;
}

// Prefetches run through it too: they get a page's CSP and frame headers, and a POST cannot skip the
// action checks by claiming to be one. Paths it skips get nosniff and the rest from next.config.ts.
export const config = {
  matcher: [
    {
      // Not the Partner API mount, the sandbox control API, the webhook receiver (signed, no session), the
      // service worker, build assets or public files. The delivery console's route is a session route.
      source:
        "/((?!partner/v1|sandbox/v1|api/webhooks/partner|serwist/|_next/static|_next/image|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|txt|webmanifest|woff2?)$).*)",
    },
  ],
};
