import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ROOT } from "./source-imports";

/**
 * One date formatter, one number formatter, one collator, one configured zone (issue 21, point 4): dates
 * are shown through lib/dates.ts in DISPLAY_TZ, numbers and money through lib/money.ts, text is sorted
 * through lib/url-state/sort.ts in the reader's locale, and the literal default zone lives only in
 * lib/env.ts. Non-test sources under these folders are read as text.
 */
const DIRS = ["app", "components", "lib", "i18n", "scripts"];
const TEST_FILE = /\.(test|spec)\.|\.test-support\./;

const RULES = [
  { what: "the literal default zone", pattern: /America\/Sao_Paulo/g, allowed: ["lib/env.ts"], max: 1 },
  { what: "an Intl.NumberFormat", pattern: /\bIntl\.NumberFormat\s*\(/g, allowed: ["lib/money.ts"], max: 1 },
  {
    what: "an Intl.DateTimeFormat",
    pattern: /\bIntl\.DateTimeFormat\s*\(/g,
    allowed: ["lib/dates.ts"],
    max: 1,
  },
  { what: "a toLocale…String call", pattern: /\.toLocale(Date|Time)?String\s*\(/g, allowed: [], max: 0 },
  // Text sorts for the reader through `byText` (one collator), never in a language written into the code.
  { what: "an Intl.Collator", pattern: /\bIntl\.Collator\s*\(/g, allowed: ["lib/url-state/sort.ts"], max: 1 },
  {
    what: "a localeCompare in a fixed locale",
    pattern: /\.localeCompare\([^)]*,\s*["'`]/g,
    allowed: [],
    max: 0,
  },
] as const;

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourcesUnder(rel);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [rel] : [];
  });
}

/** Every `file:line` where a rule's pattern occurs. */
function occurrences(files: Record<string, string>, pattern: RegExp): string[] {
  return Object.entries(files).flatMap(([file, text]) =>
    [...text.matchAll(pattern)].map((m) => `${file}:${text.slice(0, m.index).split("\n").length}`),
  );
}

describe("formatting sources", () => {
  const files = Object.fromEntries(
    DIRS.flatMap(sourcesUnder).map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]),
  );

  it("reads the tree (and would see a stray formatter)", () => {
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["lib/money.ts", "lib/dates.ts", "lib/env.ts"]),
    );
    const planted = {
      "components/x.tsx": 'const f = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC" });',
    };
    expect(occurrences(planted, RULES[2].pattern)).toEqual(["components/x.tsx:1"]);
    const sorts = {
      "lib/x.ts": 'const c = new Intl.Collator("pt-BR");\nrows.sort((a, b) => a.localeCompare(b, "pt-BR"));',
    };
    expect(occurrences(sorts, RULES[4].pattern)).toEqual(["lib/x.ts:1"]);
    expect(occurrences(sorts, RULES[5].pattern)).toEqual(["lib/x.ts:2"]);
  });

  it.each(RULES)("has $what only where it belongs", ({ pattern, allowed, max }) => {
    const found = occurrences(files, pattern);
    expect(found.filter((at) => !allowed.some((file) => at.startsWith(`${file}:`)))).toEqual([]);
    expect(found.length).toBeLessThanOrEqual(max);
  });
});
