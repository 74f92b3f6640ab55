/**
 * Documents shown per the policy: without `pii:reveal` only the last two characters stay, so staff can
 * match a document the buyer reads out without the console showing it whole.
 */
export function maskDocument(value: string | null | undefined, reveal: boolean): string | null {
  if (!value) return null;
  if (reveal) return value;
  const visible = value.replace(/\W/g, "").slice(-2);
  return `•••${visible}`;
}

/** http(s) URLs only (tourney avatars come from a third party): anything else renders nothing. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
