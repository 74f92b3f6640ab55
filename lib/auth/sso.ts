import { env } from "@/lib/env";

/** next-auth's id for the provider: its callback is /api/auth/callback/oidc. */
export const SSO_PROVIDER_ID = "oidc";

export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's label: "Entrar com <name>". */
  name: string;
}

/** The OpenID Connect provider from OIDC_*, or null when single sign-on is not configured. */
export function ssoConfig(): SsoConfig | null {
  const e = env();
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: e.OIDC_ISSUER.replace(/\/+$/, ""),
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    name: e.OIDC_NAME,
  };
}

/**
 * Origins the login form's POST may be redirected to (CSP form-action): the sign-in button posts to
 * next-auth, which answers with a redirect to the provider's authorization endpoint.
 */
export function ssoFormTargets(): string[] {
  const config = ssoConfig();
  return config ? [new URL(config.issuer).origin] : [];
}
