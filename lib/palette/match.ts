import { MAX_HITS, type PaletteHit } from "./types";

/** Lower case without accents: "São" and "sao" match. */
export const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Hits whose title or detail holds `q` (accents and case ignored), at most MAX_HITS. */
export function matchHits(hits: readonly PaletteHit[], q: string): PaletteHit[] {
  const needle = fold(q.trim());
  return hits.filter((h) => fold(`${h.title} ${h.detail}`).includes(needle)).slice(0, MAX_HITS);
}
