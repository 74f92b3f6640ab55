import "server-only";

import type { Account, NextAuthOptions, Profile, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";

import { signInFactorState } from "@/lib/auth/factors";
import { endSessions } from "@/lib/db/sessions";
import { env } from "@/lib/env";

import { safeCallbackUrl } from "./callback-url";
import { secureCookiesEnabled } from "./cookies";
import { attemptLogin } from "./login";
import { openSignInSession } from "./open-session";
import { passkeyProvider } from "./passkeys/provider";
import { resolveAuthSecret } from "./secret";
import { SIGN_IN_ERRORS, throttledCode } from "./sign-in-errors";
import { SSO_PROVIDER_ID, ssoConfig } from "./sso";
import { attemptSsoLogin, type SsoLoginResult } from "./sso-login";
import { ssoClaimsOf, ssoProvider } from "./sso-provider";
import { clientAddress } from "./throttle";
import { identityOf } from "./token";

function headerOf(headers: Record<string, unknown> | undefined, name: string): string | null {
  const value = headers?.[name];
  return typeof value === "string" ? value : null;
}

const CredentialsInput = z.object({
  email: z.string().trim().min(3).max(320),
  password: z.string().min(1).max(1024),
});

const SESSION_MAX_AGE_S = 12 * 60 * 60;

let cached: NextAuthOptions | undefined;

/**
 * The options for one request to /api/auth: with single sign-on configured, its signIn callback needs
 * the request's headers (client address, device) to open the server-side session, as `authorize` does.
 */
export function getAuthOptions(req?: { headers: Headers }): NextAuthOptions {
  const base = baseAuthOptions();
  if (!req || !ssoConfig()) return base;
  return {
    ...base,
    callbacks: {
      ...base.callbacks,
      signIn: ({ user, account, profile }) => ssoSignIn(user, account, profile, req.headers),
    },
  };
}

/**
 * An OIDC sign-in matched to a team member (lib/auth/sso-login) gets the same server-side session as a
 * password sign-in; a refusal goes back to /login with its code (next-auth's error page is /login).
 * next-auth (no adapter) hands this same `user` object, the provider's profile, to the jwt callback, so
 * it is completed here with the member's identity.
 */
async function ssoSignIn(
  user: User,
  account: Account | null,
  profile: Profile | undefined,
  headers: Headers,
): Promise<boolean> {
  if (account?.provider !== SSO_PROVIDER_ID) return true;
  let result: SsoLoginResult;
  let sessionId = "";
  try {
    result = await attemptSsoLogin(
      ssoClaimsOf(profile as Record<string, unknown> | undefined),
      clientAddress(headers, env().TRUST_PROXY),
    );
    if (result.status === "ok") {
      // Palco's second factor applies after the identity provider too (its policy is Palco's own).
      sessionId = await openSignInSession(result.user, {
        userAgent: headers.get("user-agent"),
        address: clientAddress(headers),
        factorPending: await signInFactorState(result.user),
      });
    }
  } catch (error) {
    console.error("single sign-on failed", error);
    throw new Error(SIGN_IN_ERRORS.unavailable);
  }
  if (result.status === "refused")
    throw new Error(
      result.reason === "unverified" ? SIGN_IN_ERRORS.ssoUnverified : SIGN_IN_ERRORS.ssoRefused,
    );
  const { id, email, name, role, producerIds, sessionEpoch } = result.user;
  Object.assign(user, { id, email, name, role, producerIds, sessionEpoch, sessionId });
  return true;
}

/** Built on first use so importing this module never reads the environment or the secret file. */
function baseAuthOptions(): NextAuthOptions {
  if (cached) return cached;
  // next-auth v4 takes its origin from NEXTAUTH_URL when that is set (an operator may pin it), else, with
  // AUTH_TRUST_HOST, from the request's Host / X-Forwarded-* headers (Next fills those in). Palco does not
  // pin it to APP_URL, so signing in and out lands on the address the user opened (localhost, 127.0.0.1, a
  // LAN name); the redirect callback below still keeps every destination on that origin.
  process.env.AUTH_TRUST_HOST ??= "true";
  const sso = ssoConfig();
  cached = {
    secret: resolveAuthSecret(),
    useSecureCookies: secureCookiesEnabled(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S, updateAge: 60 * 60 },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      ...(sso ? [ssoProvider(sso)] : []),
      passkeyProvider(),
      CredentialsProvider({
        name: "E-mail",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, req) {
          const parsed = CredentialsInput.safeParse(credentials);
          if (!parsed.success) return null;
          let result;
          try {
            result = await attemptLogin({
              ...parsed.data,
              address: clientAddress(req?.headers, env().TRUST_PROXY),
            });
          } catch (error) {
            // next-auth would put this message in the URL it returns to the browser; keep details in the log.
            console.error("sign-in failed", error);
            throw new Error(SIGN_IN_ERRORS.unavailable);
          }
          if (result.status === "throttled") throw new Error(throttledCode(result.retryAfterSeconds));
          if (result.status === "invalid") return null;
          const { id, email, name, role, producerIds, sessionEpoch } = result.user;
          let sessionId: string;
          try {
            // A user with a factor owes a code, one whose role requires a factor owes an enrolment: the
            // session is opened pending, and nothing but the second step (/login/two-factor) accepts it.
            sessionId = await openSignInSession(result.user, {
              userAgent: headerOf(req?.headers, "user-agent"),
              address: clientAddress(req?.headers),
              factorPending: await signInFactorState(result.user),
            });
          } catch (error) {
            console.error("opening a session failed", error);
            throw new Error(SIGN_IN_ERRORS.unavailable);
          }
          return { id, email, name, role, producerIds, sessionEpoch, sessionId };
        },
      }),
    ],
    events: {
      // Sign-out ends the session on the server too: a copy of the cookie stops working at once.
      async signOut({ token }) {
        const identity = identityOf(token);
        if (!identity?.sid) return;
        await endSessions(
          identity.uid,
          { sessionId: identity.sid },
          { id: identity.uid, email: identity.email },
        ).catch((error: unknown) => console.error("ending the session at sign-out failed", error));
      },
    },
    callbacks: {
      // Replaced per request by getAuthOptions(req); without a request an OIDC sign-in cannot be matched.
      signIn: ({ account }) => account?.provider !== SSO_PROVIDER_ID,
      jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.role = user.role;
          token.producerIds = user.producerIds;
          token.epoch = user.sessionEpoch;
          token.sid = user.sessionId;
        }
        return token;
      },
      session({ session, token }) {
        const identity = identityOf(token);
        if (!identity) return { ...session, user: undefined as never };
        session.user = {
          id: identity.uid,
          email: identity.email,
          name: identity.name ?? identity.email,
          role: identity.role,
          producerIds: identity.producerIds ?? [],
          // not handed to the browser's /api/auth/session: pages read it from the cookie on the server
          sessionId: "",
        };
        session.epoch = identity.epoch ?? -1;
        return session;
      },
      redirect({ url, baseUrl }) {
        // Sign-out sends people to /login; anything off-origin lands there too.
        return new URL(safeCallbackUrl(url, { origin: baseUrl, fallback: "/login" }), baseUrl).toString();
      },
    },
  };
  return cached;
}
