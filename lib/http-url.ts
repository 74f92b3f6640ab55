/**
 * Only absolute http(s) URLs pass; relative, protocol-relative and every other scheme do not. Its own
 * module so that checking a URL does not load DOMPurify's DOM (lib/sanitize.ts).
 */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && !value.trim().startsWith("//");
  } catch {
    return false;
  }
}
