import type { PaletteHit } from "@/lib/palette/types";

/** The palette's recent picks, per user, in this browser only (localStorage). */
const MAX_RECENT = 6;
const storageKey = (userKey: string) => `palco.palette.recent.${userKey}`;

export function readRecent(userKey: string): PaletteHit[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userKey)) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter((h): h is PaletteHit => typeof h?.href === "string" && typeof h?.title === "string")
      : [];
  } catch {
    return [];
  }
}

export function rememberRecent(userKey: string, hit: PaletteHit): void {
  try {
    const next = [hit, ...readRecent(userKey).filter((h) => h.href !== hit.href)].slice(0, MAX_RECENT);
    localStorage.setItem(storageKey(userKey), JSON.stringify(next));
  } catch {
    // Private mode or a full storage: recents are a convenience, never an error.
  }
}
