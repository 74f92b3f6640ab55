/**
 * A JWE compact token with its auth tag changed. The tag's first character is used because all six
 * of its bits count; the last character's low bits are padding, so changing it may alter nothing.
 */
export function tamperedToken(token: string): string {
  const parts = token.split(".");
  const tag = parts[4];
  if (parts.length !== 5 || !tag) throw new Error("not a JWE compact token");
  parts[4] = (tag[0] === "A" ? "B" : "A") + tag.slice(1);
  return parts.join(".");
}
