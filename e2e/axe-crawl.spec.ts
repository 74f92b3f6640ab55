import type { Page } from "@playwright/test";

import { expect, expectAxeClean, test, type Role } from "./fixtures";

// Every page a signed-in user can reach by following links, scanned by axe (0 serious/critical).
// One page per route shape: ids in the path are folded, so 40 events cost one scan, not 40.
const MAX_PAGES = 45;
const SKIP = /^\/(api|partner|sandbox|logout)(\/|$)/;
const ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9]+(-[a-z0-9]+)+)$/i;

function routeShape(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => (ID.test(segment) ? ":id" : segment))
    .join("/");
}

async function sameOriginLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !SKIP.test(url.pathname))
    .map((url) => url.pathname);
}

async function crawl(page: Page): Promise<string[]> {
  const queue = ["/"];
  const seen = new Set<string>([routeShape("/")]);
  const visited: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const path = queue.shift()!;
    const response = await page.goto(path);
    expect(response?.status(), `${path} answered`).toBeLessThan(500);
    // Not "networkidle": the live-updates stream (/api/live) stays open on every dashboard page.
    await page.waitForLoadState("load");
    await expectAxeClean(page);
    visited.push(path);
    for (const next of await sameOriginLinks(page)) {
      const shape = routeShape(next);
      if (seen.has(shape)) continue;
      seen.add(shape);
      queue.push(next);
    }
  }
  return visited;
}

for (const role of ["admin", "staff", "marketing"] as const satisfies readonly Role[]) {
  test(`axe: every page ${role} reaches by links is clean`, async ({ loginAs }) => {
    // One scan per route shape (about 30 of them): a bound, not a speed claim; the admin's crawl took 220 s
    // in a CI run, of the 300 s it had.
    test.setTimeout(480_000);
    const page = await loginAs(role);
    const visited = await crawl(page);
    test.info().annotations.push({ type: "pages", description: visited.join(" ") });
    // The shell links at least the home page and the events list; the crawl must have gone past them.
    expect(visited).toEqual(expect.arrayContaining(["/", "/events"]));
    expect(visited.some((p) => /^\/events\/[^/]+$/.test(p))).toBe(true);
  });
}
