import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { importsOf, ROOT } from "./source-imports";

/**
 * One CSV path (issue 21): every CSV the app serves goes through lib/exports' csvResponse and its one
 * defuser. Outside lib/exports no source file may set a text/csv content type, import csv-stringify or
 * write its own formula defuser. Tests are not scanned (they read CSVs and hold hostile strings).
 */
const SCANNED = ["app", "components", "lib", "scripts", "bench", "i18n"];
const OWNER = "lib/exports/";
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.test(-support)?\.(ts|tsx)$|\.spec\.ts$/;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(rel);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [rel] : [];
  });
}

const rootFiles = () =>
  readdirSync(ROOT).filter((name) => SOURCE.test(name) && !TEST.test(name) && !name.endsWith(".config.ts"));

/** A text/csv content type being set (a file input's `accept` list only names what it takes). */
const CSV_TYPE = /(?<!accept=["'`][^"'`\n]*)text\/csv/i;
/** A formula defuser: a character class holding `=`, `+` and `@`, a `startsWith("=")`, or a `defuse` of its own. */
function definesDefuser(text: string): boolean {
  const classes = [...text.matchAll(/\[([^\]\n]{2,40})\]/g)].map((m) => m[1]);
  if (classes.some((c) => c.includes("=") && c.includes("+") && c.includes("@"))) return true;
  return /startsWith\(\s*["'`]=["'`]\s*\)|\b(function|const|let|var)\s+defuse\w*/i.test(text);
}

function csvPathViolations(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, i) => {
    if (CSV_TYPE.test(line)) found.push(`${file}:${i + 1} sets a text/csv content type`);
  });
  for (const { specifier, line } of importsOf(file, text))
    if (specifier === "csv-stringify" || specifier.startsWith("csv-stringify/"))
      found.push(`${file}:${line} imports ${specifier}`);
  if (definesDefuser(text)) found.push(`${file} defines its own CSV formula defuser`);
  return found;
}

describe("one CSV path", () => {
  it("recognizes each way around csvResponse", () => {
    const samples: [string, string][] = [
      ['headers: { "Content-Type": "text/csv; charset=utf-8" }', "text/csv content type"],
      ['res.headers.set("content-type", "text/csv")', "text/csv content type"],
      ['import { stringify } from "csv-stringify/sync";', "imports csv-stringify/sync"],
      ['const s = await import("csv-stringify");', "imports csv-stringify"],
      ["const safe = (v: string) => (/^[=+\\-@\\t\\r]/.test(v) ? `'${v}` : v);", "own CSV formula defuser"],
      ["if (v.startsWith('=')) v = `'${v}`;", "own CSV formula defuser"],
      ["function defuseName(v: string) { return v; }", "own CSV formula defuser"],
    ];
    for (const [text, reason] of samples)
      expect(csvPathViolations("x.ts", text).join("\n"), text).toContain(reason);
    const clean = [
      '<input type="file" accept=".csv,text/csv" />',
      'import { parse } from "csv-parse/sync";',
      "const EMAIL = /^[^\\s@,;]+@[^\\s@,;]+$/;",
      'return csvResponse({ filename: "x.csv", columns, rows });',
    ];
    for (const text of clean) expect(csvPathViolations("x.ts", text), text).toEqual([]);
  });

  it("finds no CSV served, stringified or defused outside lib/exports", () => {
    const files = [...SCANNED.flatMap(filesUnder), ...rootFiles()].filter((f) => !f.startsWith(OWNER));
    expect(files.length).toBeGreaterThan(300);
    const violations = files.flatMap((f) => csvPathViolations(f, readFileSync(path.join(ROOT, f), "utf8")));
    expect(violations).toEqual([]);
  });

  it("lib/exports holds the one csvResponse and the one defuser", () => {
    const stream = readFileSync(path.join(ROOT, "lib/exports/csv-stream.ts"), "utf8");
    expect(stream).toMatch(/export (async )?function csvResponse\(/);
    expect(
      csvPathViolations(
        "lib/exports/defuse.ts",
        readFileSync(path.join(ROOT, "lib/exports/defuse.ts"), "utf8"),
      ),
    ).toContain("lib/exports/defuse.ts defines its own CSV formula defuser");
  });

  it("every CSV route is downloaded with hostile names by e2e/csv-defuse.spec.ts", () => {
    const spec = readFileSync(path.join(ROOT, "e2e/csv-defuse.spec.ts"), "utf8");
    const routes = filesUnder("app/api").filter(
      (f) =>
        f.endsWith("/route.ts") && /csvResponse|CsvResponse/.test(readFileSync(path.join(ROOT, f), "utf8")),
    );
    expect(routes.length).toBeGreaterThanOrEqual(10);
    // What the spec's URLs spell of each route: the static segments after its last dynamic one
    // (`…/[eventId]/door/csv` → `/door/csv`), or before it when it ends dynamic (`/api/buyers/campaigns/`).
    const spelled = (route: string) => {
      const segments = ["", ...route.split("/").slice(1, -1)];
      const last = segments.findLastIndex((s) => s.startsWith("["));
      if (last === -1) return segments.join("/");
      if (last === segments.length - 1) return `${segments.slice(0, last).join("/")}/`;
      return `/${segments.slice(last + 1).join("/")}`;
    };
    expect(spelled("app/api/events/[eventId]/door/csv/route.ts")).toBe("/door/csv");
    expect(spelled("app/api/buyers/campaigns/[jobId]/route.ts")).toBe("/api/buyers/campaigns/");
    expect(spelled("app/api/reports/route.ts")).toBe("/api/reports");
    expect(routes.filter((r) => !spec.includes(spelled(r)))).toEqual([]);
  });
});
