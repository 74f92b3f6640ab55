const PLACEHOLDER_ORIGIN = "http://palco.invalid";
// Browsers drop tabs and newlines from URLs and read "\" as "/", so "/\tevil" or "/\evil" can become "//evil".
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;
// Sending someone back to the sign-in page or the auth API after signing in only loops.
const NOT_A_DESTINATION = /^\/(login|api\/auth)(\/|$|\?|#)/;

/**
 * Where to go after signing in: a same-origin path (with query and hash), or `fallback`.
 * Accepts an absolute URL only when its origin equals `origin` (next-auth hands those over).
 * `keepAuthPages`: /login and /api/auth stay (for what next-auth receives: its redirect callback decides).
 */
export function safeCallbackUrl(
  raw: unknown,
  options: { origin?: string; fallback?: string; keepAuthPages?: boolean } = {},
): string {
  const fallback = options.fallback ?? "/";
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048 || UNSAFE_CHARS.test(raw))
    return fallback;

  let base: URL;
  try {
    base = new URL(options.origin ?? PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  const isRelativePath = raw.startsWith("/") && !raw.startsWith("//");
  const isSameOriginAbsolute = options.origin !== undefined && /^https?:\/\//i.test(raw);
  if (!isRelativePath && !isSameOriginAbsolute) return fallback;

  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  if (!options.keepAuthPages && NOT_A_DESTINATION.test(path)) return fallback;
  return path;
}

/** next-auth's cookie names for the remembered destination (plain http and https). */
const CALLBACK_COOKIE = /^(__Secure-)?next-auth\.callback-url$/;

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The request's Cookie header with next-auth's callback-url cookie made safe: next-auth answers 500 to
 * one that is not an http(s) URL, so a planted cookie would break sign-in for that browser. A value
 * that is not a same-origin destination becomes "/". Null when nothing changed.
 */
export function sanitizeCallbackCookie(header: string | null, origin: string): string | null {
  if (!header) return null;
  let changed = false;
  const parts = header.split(";").map((part) => {
    const at = part.indexOf("=");
    if (at < 0 || !CALLBACK_COOKIE.test(part.slice(0, at).trim())) return part;
    const raw = decodeCookieValue(part.slice(at + 1).trim());
    const safe = safeCallbackUrl(raw, { origin, keepAuthPages: true });
    if (safe === raw) return part;
    changed = true;
    return `${part.slice(0, at)}=${encodeURIComponent(safe)}`;
  });
  return changed ? parts.join(";") : null;
}
