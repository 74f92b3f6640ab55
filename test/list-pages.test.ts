import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { importsOf, resolve, ROOT } from "./source-imports";
import { LIST_EVENT, LIST_PAGES, RECORD_LIST_PAGES } from "../e2e/list-pages";

/**
 * Issue 21, the list kit: e2e/list-kit.spec.ts visits every list page with junk in its URL. A list page is
 * a page that reads `searchParams` or shows a table of records (it reaches components/data-table through
 * its imports); each must be in LIST_PAGES, or reached as a record's page (RECORD_LIST_PAGES), or named
 * below with why it is no list.
 */
const NOT_LISTS: Record<string, string> = {
  "/login": "the sign-in form (`callbackUrl`, `error`)",
  "/login/two-factor": "the second step's form",
  "/unsubscribe": "a signed one-click link",
  "/events/new": "a form (`producer` preselects the owner)",
  "/reports/schedules/new":
    "a form (the report, its filters and the producer come from the page that links it)",
  "/buyers/campaigns/[jobId]":
    "a campaign's report; its codes' table has no URL state (the birthdays list links it once a campaign ran)",
  "/events/[eventId]/door/print": "the print view, a documented exception of the list kit",
};

function pagesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return pagesUnder(rel);
    return entry.name === "page.tsx" ? [rel] : [];
  });
}

/** `app/(dashboard)/events/[eventId]/(workspace)/lots/page.tsx` → `/events/[eventId]/lots`. */
const routeOf = (page: string) =>
  `/${page
    .split("/")
    .slice(1, -1)
    .filter((s) => !/^\(.*\)$/.test(s))
    .join("/")}`;

/** The project files `file` reaches through its imports (type-only ones included: cheap and harmless here). */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) return seen;
  seen.add(file);
  let text: string;
  try {
    text = readFileSync(path.join(ROOT, file), "utf8");
  } catch {
    return seen;
  }
  for (const { specifier } of importsOf(file, text)) {
    const to = resolve(file, specifier);
    // Server actions and lib/ never render a table; skipping them keeps the walk small.
    if (to && (to.startsWith("components/") || to.startsWith("app/"))) reach(to, seen);
  }
  return seen;
}

const isListPage = (page: string) =>
  readFileSync(path.join(ROOT, page), "utf8").includes("searchParams") ||
  [...reach(page)].some((f) => f.startsWith("components/data-table/"));

/** A LIST_PAGES path as a route (`/events/copa…/lots` → `/events/[eventId]/lots`). */
const asRoute = (p: string) =>
  p.replace(`/events/${LIST_EVENT}`, "/events/[eventId]").replace(/\?.*$/, "") || "/";

describe("e2e list pages", () => {
  const pages = pagesUnder("app");

  it("finds the list pages by their searchParams or their table", () => {
    expect(isListPage("app/(dashboard)/jobs/[jobId]/page.tsx")).toBe(true);
    expect(isListPage("app/(dashboard)/account/page.tsx")).toBe(true);
    expect(isListPage("app/(dashboard)/webhooks/rotate/page.tsx")).toBe(false);
    expect(routeOf("app/(dashboard)/events/[eventId]/(workspace)/lots/page.tsx")).toBe(
      "/events/[eventId]/lots",
    );
    expect(routeOf("app/(dashboard)/page.tsx")).toBe("/");
  });

  it("lists every list page for the junk-in-the-URL visit", () => {
    const listed = new Set(LIST_PAGES.map((p) => asRoute(p.path)));
    // Record pages are reached by a link matching their pattern: `/jobs/<uuid>` → `/jobs/[jobId]`.
    const records = RECORD_LIST_PAGES.map((r) => r.link);
    const sample = (route: string) => route.replace(/\[[^\]]+\]/g, "0b7e6b1c-6a3e-4f4e-9d7e-2d6f1f7d9a10");
    const missing = pages
      .filter(isListPage)
      .map(routeOf)
      .filter(
        (route) =>
          !listed.has(route) &&
          !(route in NOT_LISTS) &&
          !records.some((link) => link.test(sample(route)) || link.test(`${sample(route)}?producer=x`)),
      );
    expect(missing).toEqual([]);
  });

  it("names no page that is gone", () => {
    const routes = new Set(pages.map(routeOf));
    expect(
      [...LIST_PAGES.map((p) => asRoute(p.path)), ...Object.keys(NOT_LISTS)].filter((r) => !routes.has(r)),
    ).toEqual([]);
  });
});
