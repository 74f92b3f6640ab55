/**
 * Search normalization for the door list: accent- and case-insensitive ("JOÃO" finds "joao" and
 * "João"), whitespace collapsed. Pure and isomorphic (the door list searches in the browser, offline).
 */
const MARKS = /\p{M}+/gu;
const SPACES = /\s+/g;
const NOT_ALNUM = /[^\p{L}\p{N}]+/gu;
const DIGIT = /\p{N}/u;

/** Lower case without diacritics, single spaces, trimmed: "  Ana  MÁRIA " → "ana maria". */
export function normalizeText(value: string | null | undefined): string {
  if (!value) return "";
  return value.normalize("NFD").replace(MARKS, "").toLowerCase().replace(SPACES, " ").trim();
}

/** Only letters and digits: "123.456.789-09" → "12345678909" (documents and codes typed with or without punctuation). */
export function compactText(value: string | null | undefined): string {
  return normalizeText(value).replace(NOT_ALNUM, "");
}

export function hasDigit(value: string): boolean {
  return DIGIT.test(value);
}

/** A query as its normalized tokens; every token must match (in any order). */
export function queryTokens(query: string): string[] {
  const normalized = normalizeText(query);
  return normalized ? normalized.split(" ") : [];
}
