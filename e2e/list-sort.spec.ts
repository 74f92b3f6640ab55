import type { APIRequestContext, Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { LIST_EVENT } from "./list-pages";
import { birthdayCounts, freshEvent, keyProducers, partnerHeaders } from "./partner-api";

// Issue 21, the list kit: a sorted column orders EVERY row of the list on the server, for each sortable
// list beside the ones list-kit.spec.ts proves against the Partner API (events, orders, the analytics
// overview, lots, best buyers). Lists that come whole (no pager) must show every unsorted row, sorted;
// the paged runs list must put the oldest run of all on page 1.

// Sign-ins, set-up and two reads of each list per direction on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const collator = new Intl.Collator("pt-BR");
type Compare = (a: string, b: string) => number;
const byText: Compare = collator.compare;

/** `values` stably sorted (ties keep their order in both directions, as lib/url-state/sort does). */
function sortedAs(values: string[], compare: Compare, dir: "asc" | "desc"): string[] {
  const sign = dir === "asc" ? 1 : -1;
  return values
    .map((v, i) => ({ v, i }))
    .sort((a, b) => sign * compare(a.v, b.v) || a.i - b.i)
    .map((x) => x.v);
}

/** The texts of `table`'s column headed by `header`, one per body row. */
async function column(table: Locator, header: RegExp): Promise<string[]> {
  // Waited for: evaluateAll reads the headers as they are now, and the table may still be arriving.
  await expect(table.getByRole("columnheader", { name: header }).first()).toBeVisible();
  const index = await table
    .getByRole("columnheader")
    .evaluateAll(
      (ths, { source, flags }) =>
        ths.findIndex((th) => new RegExp(source, flags).test(th.textContent ?? "")) + 1,
      { source: header.source, flags: header.flags },
    );
  expect(index, `a column headed ${header}`).toBeGreaterThan(0);
  return (await table.locator(`tbody tr > :nth-child(${index})`).allInnerTexts()).map((t) => t.trim());
}

/**
 * Clicks `header` in `table` twice (ascending, then descending: the URL and aria-sort say so) and checks
 * each sorted page against the unsorted page: the same rows, every one of them, in the column's order.
 * Read again until both match, as other tests add rows to shared lists meanwhile.
 */
async function expectWholeListSorted(
  page: Page,
  url: string,
  table: () => Locator,
  header: RegExp,
  key: string,
  compare: Compare = byText,
) {
  await page.goto(url);
  const unsorted = await column(table(), header);
  expect(unsorted.length, `${url} has rows to sort`).toBeGreaterThan(2);
  const urls: Record<"asc" | "desc", string> = { asc: "", desc: "" };
  for (const [dir, aria] of [
    ["asc", "ascending"],
    ["desc", "descending"],
  ] as const) {
    const th = table().getByRole("columnheader", { name: header });
    await th.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`sort=${key}&dir=${dir}`));
    await expect(table().getByRole("columnheader", { name: header })).toHaveAttribute("aria-sort", aria);
    urls[dir] = page.url();
  }
  for (const dir of ["asc", "desc"] as const) {
    await expect(async () => {
      await page.goto(url);
      const whole = await column(table(), header);
      await page.goto(urls[dir]);
      const shown = await column(table(), header);
      expect(shown).toEqual(sortedAs(whole, compare, dir));
    }).toPass({ timeout: 45_000 });
  }
  // The order differs from the source's: the sort did something.
  expect(
    sortedAs(unsorted, compare, "asc").join() !== unsorted.join() ||
      sortedAs(unsorted, compare, "desc").join() !== unsorted.join(),
  ).toBe(true);
}

/** The page's table with an E-mail column (the buyers pages may show another table beside it). */
const withEmails = (page: Page) =>
  page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: /^e-mail/i }) })
    .first();

async function sunset(api: APIRequestContext) {
  return (await keyProducers(api)).find((p) => p.slug === "sunset-producoes")!;
}

/** The month with the most birthday buyers of the producer. */
async function busiestMonth(api: APIRequestContext, producerId: string): Promise<number> {
  const counts = await birthdayCounts(api, producerId);
  return counts.indexOf(Math.max(...counts)) + 1;
}

test("sorting the team by name orders every member", async ({ loginAs }) => {
  const page = await loginAs("admin");
  await expectWholeListSorted(page, "/team", () => page.getByRole("table"), /^nome/i, "name");
});

test("sorting an event's coupons by code orders every coupon", async ({ loginAs, request }) => {
  const { id } = await freshEvent(request, `Ordem cupons ${Date.now()}`);
  // Created out of order: the API lists them as created.
  for (const code of ["MIKE10", "ALFA2", "ZULU", "BRAVO", "ALFA10"]) {
    const res = await request.post(`/partner/v1/events/${id}/coupons`, {
      headers: partnerHeaders(),
      data: { code, discount_type: "percent", discount_value: "10" },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const page = await loginAs("manager");
  await expectWholeListSorted(
    page,
    `/events/${id}/coupons`,
    () => page.getByRole("table"),
    /^código/i,
    "code",
  );
});

test("sorting the roster by player orders every player of each team", async ({ loginAs }) => {
  const page = await loginAs("manager");
  const url = `/events/${LIST_EVENT}/roster`;
  await page.goto(url);
  const teams = page.getByTestId("roster-team");
  await expect(teams.first()).toBeVisible();
  // Counted once every team's rows are there: counted early, every team read 0 and the first (2 players)
  // was taken. The team with most players shows the sort best; the header of any table sorts them all.
  for (const team of await teams.all()) await expect(team.locator("tbody tr").first()).toBeVisible();
  const sizes = await teams.evaluateAll((ts) => ts.map((t) => t.querySelectorAll("tbody tr").length));
  const biggest = sizes.indexOf(Math.max(...sizes));
  await expectWholeListSorted(page, url, () => teams.nth(biggest).getByRole("table"), /^jogador/i, "player");
});

test("sorting a month's birthdays by e-mail orders every buyer of the month", async ({
  loginAs,
  request,
}) => {
  const producer = await sunset(request);
  const month = await busiestMonth(request, producer.id);
  const page = await loginAs("marketing");
  await expectWholeListSorted(
    page,
    `/buyers/birthdays?producer=${producer.slug}&month=${month}`,
    () => withEmails(page),
    /^e-mail/i,
    "email",
  );
});

test("sorting buyer search results by e-mail orders every match", async ({ loginAs, request }) => {
  const producer = await sunset(request);
  const res = await request.get(`/partner/v1/producers/${producer.id}/buyers?limit=50`, {
    headers: partnerHeaders(),
  });
  const best = ((await res.json()) as { best_buyers: { email: string }[] }).best_buyers;
  // A query every buyer of the demo data matches: their e-mails' domain.
  const domain = best[0].email.split("@")[1];
  const page = await loginAs("marketing");
  await expectWholeListSorted(
    page,
    `/buyers/search?producer=${producer.slug}&q=${encodeURIComponent(domain)}`,
    () => withEmails(page),
    /^e-mail/i,
    "email",
  );
});

test("sorting the suppression list by e-mail orders every address", async ({ loginAs, request }) => {
  const producer = await sunset(request);
  const page = await loginAs("marketing");
  const url = `/buyers/suppression?producer=${producer.slug}`;
  await page.goto(url);
  // Added out of alphabetical order (the list keeps them by e-mail when unsorted: sorted by when added,
  // they must come in the order they were added).
  const stamp = Date.now();
  for (const who of ["mike", "alfa", "zulu"]) {
    await page.getByLabel(/^e-mail$/i).fill(`ordem.${stamp}.${who}@example.com`);
    await page.getByRole("button", { name: /adicionar à lista|add to the list/i }).click();
    await expect(page.locator("main table")).toContainText(`ordem.${stamp}.${who}@example.com`);
  }
  await expectWholeListSorted(page, url, () => withEmails(page), /^e-mail/i, "email");
});

/** Every run id in the list's default order (newest first), page after page of 25. */
async function everyRun(page: Page): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= 100; n++) {
    await page.goto(`/jobs?system=show&per_page=25&page=${n}`);
    const found = await runIds(page);
    for (const id of found) if (!ids.includes(id)) ids.push(id);
    if (found.length < 25) return ids;
  }
  throw new Error("more than 2,500 runs");
}

const runIds = (page: Page) =>
  page
    .getByRole("table")
    .locator('tbody tr a[href^="/jobs/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!.slice("/jobs/".length)));

test("sorting runs by start time orders every run, not the page: the oldest run opens page 1", async ({
  loginAs,
  request,
}) => {
  test.setTimeout(300_000); // up to 26 runs queued through the form on a shared 2-core machine
  const page = await loginAs("admin");
  // More runs than one page of 25: bulk-code runs of one code each on an event of their own.
  const missing = Math.max(0, 26 - (await everyRun(page)).length);
  if (missing > 0) {
    const { id } = await freshEvent(request, `Ordem tarefas ${Date.now()}`);
    for (let i = 0; i < missing; i++) {
      await page.goto(`/events/${id}/coupons/bulk`);
      await page.getByLabel(/^(prefixo|prefix)$/i).fill(`ORD${i}X${Date.now().toString(36).toUpperCase()}`);
      await page.getByLabel(/^(quantidade|how many)$/i).fill("1");
      await page.getByLabel(/percentual|percent/i).check();
      await page.getByLabel(/^(desconto|discount)$/i).fill("5");
      await page.getByRole("button", { name: /gerar códigos|generate codes/i }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${id}/coupons$`), { timeout: 30_000 });
    }
  }
  await page.goto("/jobs?system=show&per_page=25");
  const header = page.getByRole("table").getByRole("columnheader", { name: /^quando/i });
  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=created_at&dir=asc/);
  await expect(page.getByRole("table").getByRole("columnheader", { name: /^quando/i })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  const sortedUrl = page.url();
  await expect(async () => {
    const all = await everyRun(page);
    expect(all.length).toBeGreaterThan(25);
    await page.goto(sortedUrl);
    // Runs other tests start meanwhile are the newest: they never reach the oldest end.
    expect(await runIds(page)).toEqual(all.slice(-25).reverse());
  }).toPass({ timeout: 120_000 });
});
