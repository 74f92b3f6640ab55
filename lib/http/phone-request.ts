/**
 * Whether a page request comes from a phone, as far as its headers say: Chromium's `Sec-CH-UA-Mobile`
 * hint (sent by default), else "Mobi" in the user agent (Safari and Firefox on phones, Android Chrome).
 * Only picks what the server renders first; the browser's own width decides once the page runs.
 */
export function isPhoneRequest(headers: Pick<Headers, "get">): boolean {
  const hint = headers.get("sec-ch-ua-mobile");
  if (hint) return hint === "?1";
  return /Mobi/.test(headers.get("user-agent") ?? "");
}
