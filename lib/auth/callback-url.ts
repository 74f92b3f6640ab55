const PLACEHOLDER_ORIGIN = "http://palco.invalid";
// Browsers drop tabs and newlines from URLs and read "\" as "/", so "/\tevil" or "/\evil" can become "//evil".
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;
// Sending someone back to the sign-in page or the auth API after signing in only loops.
const NOT_A_DESTINATION = /^\/(login|api\/auth)(\/|$|\?|#)/;

/**
 * Where to go after signing in: a same-origin path (with query and hash), or `fallback`.
 * Accepts an absolute URL only when its origin equals `origin` (next-auth hands those over).
 */
export function safeCallbackUrl(raw: unknown, options: { origin?: string; fallback?: string } = {}): string {
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
  if (!path.startsWith("/") || path.startsWith("//") || NOT_A_DESTINATION.test(path)) return fallback;
  return path;
}
