import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { CORE_NAMESPACES, isCovered } from "@/components/i18n/namespaces";

import { importsOf, resolve, ROOT } from "./source-imports";

/**
 * Client components get only their section's translations (components/i18n/client-messages.tsx). For
 * every route file under app/, the namespaces used by code that runs in the browser (a "use client"
 * file and what it imports) must be among those given to it: CORE_NAMESPACES plus the `namespaces` of
 * every <ClientMessages> in its layouts (a section's provider adds its messages to those around it). A
 * missing one would show message keys instead of text. A layout may give part of
 * a namespace ("events.status"): it covers code that asks for that part or below it, not the whole.
 */
const ROUTE_FILE = /^(page|layout|loading|error|not-found|template|default)\.tsx$/;
const USES = /useTranslations\(\s*["']([^"']+)["']/g;
const GIVEN = /<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/g;

const text = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
// Every route reaches most of the same files: each is parsed once for all of them.
const parsed = new Map<string, { specifier: string }[]>();
const importsOnce = (file: string, source: string) => {
  if (!parsed.has(file)) parsed.set(file, importsOf(file, source));
  return parsed.get(file)!;
};
const isClient = (source: string) => /^\s*["']use client["']/.test(source);

function routeFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeFiles(rel);
    return ROUTE_FILE.test(entry.name) ? [rel] : [];
  });
}

/** Namespaces used by browser code reachable from `entry`: "use client" files and their imports. */
function clientNamespaces(entry: string): Map<string, string> {
  const used = new Map<string, string>(); // namespace → a file that uses it
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const key = `${file}|${client}`;
    if (seen.has(key) || !/\.(tsx?|mts)$/.test(file)) return;
    seen.add(key);
    let source: string;
    try {
      source = text(file);
    } catch {
      return;
    }
    const inClient = client || isClient(source);
    if (inClient) for (const m of source.matchAll(USES)) if (!used.has(m[1])) used.set(m[1], file);
    for (const { specifier } of importsOnce(file, source)) {
      const to = resolve(file, specifier);
      if (to && !to.startsWith("node_modules")) visit(to, inClient);
    }
  };
  visit(entry, false);
  return used;
}

/** CORE_NAMESPACES plus what every layout above the route gives with <ClientMessages namespaces>. */
function givenTo(routeFile: string): Set<string> {
  const given: string[] = [];
  const parts = path.dirname(routeFile).split("/");
  for (let i = 1; i <= parts.length; i++) {
    let layout: string;
    try {
      layout = text(`${parts.slice(0, i).join("/")}/layout.tsx`);
    } catch {
      continue;
    }
    const lists = [...layout.matchAll(GIVEN)];
    if (lists.length > 1)
      throw new Error(`${parts.slice(0, i).join("/")}/layout.tsx: one <ClientMessages> per layout`);
    if (lists.length === 1) given.push(...[...lists[0][1].matchAll(/["']([^"']+)["']/g)].map((n) => n[1]));
  }
  return new Set([...CORE_NAMESPACES, ...given]);
}

describe("client translations per route", () => {
  const files = routeFiles("app");

  it("finds the route files and the browser code they reach", () => {
    expect(files.length).toBeGreaterThan(30);
    expect([...clientNamespaces("app/(dashboard)/events/(list)/page.tsx").keys()]).toContain("events");
    expect(givenTo("app/(dashboard)/events/[eventId]/(workspace)/lots/page.tsx")).toContain("lots");
    // The event layout's scopes reach its tabs: a section's provider adds to those around it.
    expect(givenTo("app/(dashboard)/events/[eventId]/(workspace)/lots/page.tsx")).toContain("workspace");
    expect(givenTo("app/(dashboard)/buyers/page.tsx")).not.toContain("lots");
  });

  it("every namespace browser code uses is given to its route", () => {
    const missing = files.flatMap((file) => {
      const given = givenTo(file);
      return [...clientNamespaces(file)]
        .filter(([namespace]) => !isCovered(given, namespace))
        .map(([namespace, user]) => `${file}: "${namespace}" (used by ${user})`);
    });
    expect(missing).toEqual([]);
  });
});
