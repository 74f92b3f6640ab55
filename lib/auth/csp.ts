/** A fresh, unguessable nonce for one response (128 bits, base64). */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * Next reads the nonce from this policy on the request and stamps it on its own scripts;
 * 'strict-dynamic' lets those load their chunks. Dev needs 'unsafe-eval' for React's debug stacks.
 * Styles stay 'unsafe-inline': libraries set style attributes, and a nonce there would disable it.
 */
export function contentSecurityPolicy(
  nonce: string,
  { dev = false, formTargets = [] }: { dev?: boolean; formTargets?: string[] } = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Cover images come from the Partner API's (or the local sandbox's) origin.
    "img-src 'self' data: blob: https: http://localhost:* http://127.0.0.1:*",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The door list's service worker (/serwist/sw.js) and the web manifest: own origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The login page's single sign-on button posts to next-auth, which redirects to the provider.
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
}

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Two years, subdomains included: sent only when Palco itself is served over https (APP_URL). */
const HSTS = "max-age=63072000; includeSubDomains";

export function applySecurityHeaders(
  headers: Headers,
  { csp, https = false }: { csp?: string; https?: boolean } = {},
): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if (csp) headers.set("Content-Security-Policy", csp);
  // Over plain http a browser ignores it anyway, and a local demo must not pin localhost to https.
  if (https) headers.set("Strict-Transport-Security", HSTS);
}
