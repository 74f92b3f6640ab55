import "server-only";

import type { User } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";

import { SSO_PROVIDER_ID, type SsoConfig } from "./sso";
import type { SsoClaims } from "./sso-login";

type OidcProfile = Record<string, unknown> & { sub: string };

const text = (v: unknown) => (typeof v === "string" && v ? v : null);

/**
 * A generic OpenID Connect provider for next-auth v4: discovery from the issuer, the authorization
 * code flow with PKCE and state, and a signed ID token that openid-client checks (issuer, audience,
 * signature, expiry). Providers that keep `email` / `email_verified` out of the ID token (oidc-provider's
 * default, some Keycloak realms) get them from userinfo, accepted only for the same subject.
 */
export function ssoProvider(config: SsoConfig): OAuthConfig<OidcProfile> {
  return {
    id: SSO_PROVIDER_ID,
    name: config.name,
    type: "oauth",
    wellKnown: `${config.issuer}/.well-known/openid-configuration`,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorization: { params: { scope: "openid email profile" } },
    checks: ["pkce", "state"],
    idToken: true,
    userinfo: {
      async request({ tokens, client }) {
        // With `idToken`, next-auth hands over openid-client's TokenSet (its type says only the fields).
        const set = tokens as Parameters<typeof client.userinfo>[0] & { claims(): OidcProfile };
        const claims = set.claims();
        if (text(claims.email) && claims.email_verified !== undefined) return claims;
        const info = (await client.userinfo(set)) as OidcProfile;
        if (info.sub !== claims.sub) throw new Error("userinfo answered for another subject");
        return { ...info, ...claims, email: info.email ?? claims.email, email_verified: info.email_verified };
      },
    },
    // Only the provider's side: the signIn callback (lib/auth/options) completes it with the team member.
    profile(profile) {
      return {
        id: profile.sub,
        email: text(profile.email),
        name: text(profile.name) ?? text(profile.preferred_username) ?? text(profile.email),
      } as User;
    },
  };
}

/** The claims the matching rule reads, from the provider's profile as next-auth hands it over. */
export function ssoClaimsOf(profile: Record<string, unknown> | undefined): SsoClaims {
  return {
    subject: text(profile?.sub) ?? "",
    email: text(profile?.email),
    emailVerified: profile?.email_verified,
  };
}
