/** What the command palette's search route answers (plain data for the browser; no zod here). */
export type PaletteKind = "events" | "buyers" | "tickets";
export type PaletteHit = {
  id: string;
  /** Main line (event, buyer or holder name). */
  title: string;
  /** Second line: producer, e-mail, lot. */
  detail: string;
  href: string;
};
export type PaletteAnswer = { hits: PaletteHit[] };

/** Buyers and tickets are searched upstream from this many characters (the API's `q` minimum). */
export const REMOTE_MIN_CHARS = 2;
export const MAX_HITS = 8;
