import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";

// pt-BR is the source language (its files type next-intl's messages, see i18n/messages.ts); every other
// locale must have exactly its namespaces and keys, so no page shows a raw key in one language only.
const dir = (locale: string) => path.join(import.meta.dirname, "..", "messages", locale);
const namespaces = (locale: string) =>
  readdirSync(dir(locale))
    .filter((f) => f.endsWith(".json"))
    .sort();

/** "a.b.c" for every leaf, with its value. */
function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const read = (locale: string, file: string) =>
  leaves(JSON.parse(readFileSync(path.join(dir(locale), file), "utf8")));

describe("messages", () => {
  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))(
    "%s has exactly pt-BR's namespaces and keys",
    (locale) => {
      expect(namespaces(locale)).toEqual(namespaces(DEFAULT_LOCALE));
      for (const file of namespaces(DEFAULT_LOCALE)) {
        const keys = (l: string) =>
          read(l, file)
            .map(([k]) => k)
            .sort();
        expect(keys(locale), `messages/${locale}/${file}`).toEqual(keys(DEFAULT_LOCALE));
      }
    },
  );

  it.each(LOCALES)("every %s message is a non-empty string", (locale) => {
    for (const file of namespaces(locale)) {
      const bad = read(locale, file).filter(([, v]) => typeof v !== "string" || v.trim() === "");
      expect(bad, `messages/${locale}/${file}`).toEqual([]);
    }
  });
});
