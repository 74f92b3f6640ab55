import type { APIRequestContext, Locator, Page } from "@playwright/test";

import { expect, pickedLink, test, type Role } from "./fixtures";
import { LIST_PAGES, RECORD_LIST_PAGES } from "./list-pages";
import { addLot, apiLots, freshEvent } from "./lots-api";
import { controlPost, saleEvent } from "./orders-setup";
import { keyProducers, partnerHeaders } from "./partner-api";

// Issue 21, the list kit: every list page takes junk in its URL, and sorting a column sorts the WHOLE list
// on the server (the Partner API has no sort parameter), not the rows of the visible page.

const JUNK = "page=abc&sort=zzz&dir=up&per_page=-3";
const ERROR_BOUNDARY = /algo deu errado|something went wrong/i;

test("every list page renders with junk in its URL", async ({ loginAs }) => {
  test.setTimeout(300_000); // two dozen pages and three sign-ins on a shared 2-core machine
  const pages = new Map<Role, Page>();
  for (const { path, role } of LIST_PAGES) {
    if (!pages.has(role)) pages.set(role, await loginAs(role));
    const page = pages.get(role)!;
    const response = await page.goto(`${path}?${JUNK}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText(ERROR_BOUNDARY), path).toHaveCount(0);
  }
  for (const { list, link, role } of RECORD_LIST_PAGES) {
    if (!pages.has(role)) pages.set(role, await loginAs(role));
    const page = pages.get(role)!;
    await page.goto(list);
    const path = await pickedLink(
      page.locator("main a[href]"),
      (hrefs) => hrefs.find((h) => link.test(h)),
      `${list} links to a record matching ${link}`,
    );
    const response = await page.goto(`${path}${path.includes("?") ? "&" : "?"}${JUNK}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText(ERROR_BOUNDARY), path).toHaveCount(0);
  }
});

type Named = { id: string; name: string };
type Paged<T> = { data: T[]; total: number };

/** The API's own whole list (every page), in its order. */
async function wholeList<T>(api: APIRequestContext, path: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const sep = path.includes("?") ? "&" : "?";
    const res = await api.get(`${path}${sep}per_page=100&page=${page}`, { headers: partnerHeaders() });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as Paged<T>;
    all.push(...body.data);
    if (body.data.length < 100) return all;
  }
}

const collator = new Intl.Collator("pt-BR");
const cells = (page: Page, column: number) =>
  page.getByRole("table").locator(`tbody tr td:nth-child(${column})`).allInnerTexts();

/** Clicks the "Event" header of `table`: the URL and the header then say "by name, ascending". */
async function sortByEventName(page: Page, table: Locator) {
  const header = table.getByRole("columnheader", { name: /^(evento|event)/i });
  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  return header;
}

/** `names` shows the first `count` names of the API's whole list, compared at the same moment (other tests add events beside this one). */
async function expectFirstNames(
  page: Page,
  api: APIRequestContext,
  path: string,
  names: Locator,
  count: number,
) {
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    const expected = (await wholeList<Named>(api, path))
      .map((e) => e.name)
      .sort(collator.compare)
      .slice(0, count);
    expect(await names.allInnerTexts()).toEqual(expected);
  }).toPass({ timeout: 60_000 });
}

test("sorting events by name orders the whole list: page 1 holds its alphabetically first rows", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const producer = (await keyProducers(request)).find((p) => p.slug !== "arena-norte")!;
  // Eleven events that start before every other: the API lists the latest start first, so these sit on its
  // LAST page, while their names ("!" leads) come first alphabetically.
  const stamp = Date.now();
  for (let i = 0; i < 11; i++) {
    const res = await request.post("/partner/v1/events", {
      headers: partnerHeaders(),
      data: {
        producer_id: producer.id,
        name: `!Ordem ${stamp} ${String.fromCharCode(107 - i)}`,
        starts_at: `2001-01-${String(10 + i)}T12:00:00Z`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const apiList = await wholeList<Named>(request, `/partner/v1/events?producer_id=${producer.id}`);
  expect(apiList.length, "the producer has more events than one page of 10").toBeGreaterThan(10);

  const page = await loginAs("manager");
  await page.goto(`/events?producer=${producer.slug}&per_page=10`);
  const header = await sortByEventName(page, page.getByRole("table"));
  const names = page.getByRole("table").locator("tbody tr a");
  await expectFirstNames(page, request, `/partner/v1/events?producer_id=${producer.id}`, names, 10);
  const shown = await page.getByRole("table").locator("tbody tr a").allInnerTexts();
  expect(shown.slice(0, 10).every((n) => n.startsWith(`!Ordem ${stamp}`))).toBe(true);

  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect(header).toHaveAttribute("aria-sort", "descending");
});

test("sorting orders by amount orders the whole list, not the page", async ({ loginAs, request }) => {
  test.slow();
  const event = await saleEvent(request, `Ordem valor ${Date.now()}`);
  // The five largest orders are bought first: the API lists the newest first, so they are on its page 2.
  for (const quantity of [4, 4, 4, 4, 4, ...Array<number>(25).fill(1), 2]) {
    await controlPost(request, "/purchase", {
      event: event.id,
      quantity,
      outcome: "pay",
      payment_method: "pix",
    });
  }
  const apiList = await wholeList<{ amount: string }>(request, `/partner/v1/events/${event.id}/orders`);
  expect(apiList).toHaveLength(31);
  const cents = (a: string) => Math.round(Number(a.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
  const expected = apiList
    .map((o) => Math.round(Number(o.amount) * 100))
    .sort((a, b) => b - a)
    .slice(0, 25);

  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders`);
  const header = page.getByRole("table").getByRole("columnheader", { name: /^(valor|amount)/i });
  await header.getByRole("link").click();
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=amount&dir=desc/);
  await expect(header).toHaveAttribute("aria-sort", "descending");
  const column = await page
    .getByRole("table")
    .getByRole("columnheader")
    .evaluateAll((ths) => ths.findIndex((th) => /valor|amount/i.test(th.textContent ?? "")) + 1);
  const shown = (await cells(page, column)).map(cents);
  expect(shown).toEqual(expected);
  expect(shown.slice(0, 5)).toEqual(Array(5).fill(expected[0]));
});

test("sorting the analytics overview by event orders every event, not the page", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const producer = (await keyProducers(request)).find((p) => p.slug !== "arena-norte")!;
  const path = `/partner/v1/events?producer_id=${producer.id}`;
  // Events that start before every other (the API lists them last) and whose names ("!" leads) sort
  // first: enough that the producer has more events than one page of 25.
  const stamp = Date.now();
  const missing = Math.max(3, 26 - (await wholeList<Named>(request, path)).length);
  for (let i = 0; i < missing; i++) {
    const res = await request.post("/partner/v1/events", {
      headers: partnerHeaders(),
      data: {
        producer_id: producer.id,
        name: `!Análise ${stamp} ${String(100 - i)}`,
        starts_at: `2001-02-${String(1 + (i % 28)).padStart(2, "0")}T12:00:00Z`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  expect((await wholeList<Named>(request, path)).length).toBeGreaterThan(25);

  const page = await loginAs("manager");
  await page.goto(`/analytics?producer=${producer.slug}&per_page=25`);
  const table = page.getByTestId("overview-table").getByRole("table");
  await sortByEventName(page, table);
  await expectFirstNames(page, request, path, table.locator("tbody tr td:nth-child(1) a"), 25);
});

test("sorting lots by price orders every lot of the event in cents, as the API lists them", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, `Ordem lotes ${Date.now()}`);
  // Prices whose text order differs from their value order ("1000.00" < "99.90" < "9.99" as text), a tie
  // (kept in the API's order both ways) and a leading lot that is not the cheapest.
  const prices = ["99.90", "1000.00", "9.99", "250.00", "99.90", "10.00", "0.50"];
  for (const [i, amount] of prices.entries()) {
    await addLot(request, event.id, { name: `Lote ${i + 1}`, amount, maximum_quantity: 10 });
  }
  // The lots come whole from the API (no pages), so the table shows every one of them.
  const api = await apiLots(request, event.id);
  expect(api).toHaveLength(prices.length);
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const byPrice = (dir: 1 | -1) =>
    api
      .map((lot, i) => ({ lot, i }))
      .sort((a, b) => dir * (cents(a.lot.amount) - cents(b.lot.amount)) || a.i - b.i)
      .map(({ lot }) => lot.name);

  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/lots`);
  const names = async () => (await cells(page, 1)).map((text) => text.split("\n")[0].trim());
  await expect.poll(names).toEqual(api.map((l) => l.name));
  const header = page.getByRole("table").getByRole("columnheader", { name: /^(preço|price)/i });
  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=price&dir=asc/);
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(names).toEqual(byPrice(1));
  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=price&dir=desc/);
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect.poll(names).toEqual(byPrice(-1));
  // The filter links keep the sort.
  await expect(page.getByRole("link", { name: /^(ocultos|hidden)$/i })).toHaveAttribute(
    "href",
    /show=hidden&sort=price&dir=desc/,
  );
});

test("sorting the best buyers by amount spent orders the whole list the API sent", async ({
  loginAs,
  request,
}) => {
  // The buyers lists come whole (no pages): a sort must order every row the API sent, on the server.
  const producer = (await keyProducers(request)).find((p) => p.slug === "sunset-producoes")!;
  const best = async () => {
    const res = await request.get(`/partner/v1/producers/${producer.id}/buyers?limit=50`, {
      headers: partnerHeaders(),
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { best_buyers: { total_spent: string }[] }).best_buyers;
  };
  expect((await best()).length, "more best buyers than the default ten").toBeGreaterThan(10);

  const page = await loginAs("marketing");
  await page.goto(`/buyers?producer=${producer.slug}&limit=50`);
  const table = page.getByRole("table", { name: /melhores compradores|best buyers/i });
  const header = table.getByRole("columnheader", { name: /total gasto|total spent/i });
  await header.getByRole("link").click();
  await expect(page).toHaveURL(/limit=50&sort=spent&dir=asc/);
  await expect(header).toHaveAttribute("aria-sort", "ascending");

  const cents = (a: string) => Math.round(Number(a.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
  // The API ranks the most spent first, so ascending puts its last rows on top. Compared with the API's
  // list at the same moment (other tests' purchases can add a buyer).
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    const api = (await best()).map((b) => Math.round(Number(b.total_spent) * 100));
    const shown = (await table.locator("tbody tr td:nth-child(3)").allInnerTexts()).map(cents);
    expect(shown).toEqual([...api].sort((a, b) => a - b));
    expect(shown[0]).toBeLessThan(api[0]);
  }).toPass({ timeout: 30_000 });
});
