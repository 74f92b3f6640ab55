import { env } from "@/lib/env";

/** Secure (`__Secure-`) cookies when Palco is served over https; the proxy must read the same name. */
export function secureCookiesEnabled(): boolean {
  return env().APP_URL.startsWith("https://");
}

export function sessionCookieName(): string {
  return `${secureCookiesEnabled() ? "__Secure-" : ""}next-auth.session-token`;
}
