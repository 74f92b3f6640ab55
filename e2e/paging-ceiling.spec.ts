import { test as base } from "@playwright/test";

import { startFakePalco, type FakePalco } from "./fake-palco";
import type { FakePartner } from "./fake-partner";
import { expect, expectAxeClean, loginThroughForm } from "./fixtures";

// Issue 25 §3: Palco pointed (PARTNER_API_URL) at an independent, schema-valid Partner API whose paged
// lists report 7,000,000 items and repeat the same full page forever (lots, coupons, both analytics pages
// and the borderô). With PARTNER_LIST_MAX_ITEMS=1000
// every "read all pages" loop stops after 10 pages of 100 (+1 that shows the list goes on), the figure
// says it is partial, and the page's shell is sent before any paged read ends: the fake holds every paged
// request until this test has read the page's heading from the response stream (no clock involved).
const CEILING = 1_000;
const PER_PAGE = 100;
/** Pages that hold the ceiling, plus the one that shows the list goes on past it. */
const MAX_PAGED_REQUESTS = CEILING / PER_PAGE + 1;

const test = base.extend<object, { palco: FakePalco }>({
  palco: [
    async ({ browser }, use) => {
      const { palco, close } = await startFakePalco(browser, { PARTNER_LIST_MAX_ITEMS: String(CEILING) });
      await use(palco);
      await close();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});
test.describe.configure({ mode: "serial", timeout: 120_000 });

type Streamed = { status: number; shellFirst: boolean; pagedBeforeShell: number; html: string };

/**
 * GETs a page as the signed-in admin and reads its HTML as it streams. Paged upstream reads are held
 * until `shell` appears in the bytes received so far; then they are let through and the rest is read.
 */
async function streamPage(
  palco: FakePalco,
  pathname: string,
  shell: RegExp,
  partial: RegExp,
): Promise<Streamed> {
  const { fake } = palco;
  fake.close();
  const answered = () => fake.hits().filter((h) => h.query.has("page")).length;
  const res = await fetch(palco.server.base + pathname, { headers: { cookie: palco.cookie } });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let html = "";
  let shellFirst = false;
  let pagedBeforeShell = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
    if (pagedBeforeShell < 0 && shell.test(html)) {
      shellFirst = !partial.test(html);
      pagedBeforeShell = answered();
      fake.open();
    }
  }
  fake.open();
  return { status: res.status, shellFirst, pagedBeforeShell, html };
}

const pagedHits = (fake: FakePartner, pathEnd: string) =>
  fake.hits(pathEnd).filter((h) => h.query.has("page"));
// Rendered HTML only: the page's messages (sent along in the RSC payload) hold the same words.
const PARTIAL_NOTE = /<strong class="font-medium">Números parciais<\/strong>/;

test("lots: the shell streams first, the sales pace stops at the ceiling and says it is partial", async ({
  palco,
}) => {
  const event = palco.fake.events(0);
  const page = await streamPage(palco, `/events/${event.id}/lots`, />Lotes<\/h2>/, /data-partial/);
  expect(page.status).toBe(200);
  expect(page.shellFirst).toBe(true);
  expect(page.html).toContain(event.name);
  expect(page.html).toMatch(/Parcial: calculado com os 1\.000 pedidos pagos mais recentes/);
  const orders = pagedHits(palco.fake, `/events/${event.id}/orders`);
  expect(orders.length).toBeGreaterThan(0);
  expect(orders.length).toBeLessThanOrEqual(MAX_PAGED_REQUESTS);
  expect(orders.every((h) => h.query.get("per_page") === String(PER_PAGE))).toBe(true);
});

test("coupons: the heading streams first, uses come from a read that stops at the ceiling, marked partial", async ({
  palco,
}) => {
  const event = palco.fake.events(1);
  const page = await streamPage(palco, `/events/${event.id}/coupons`, />Cupons<\/h2>/, PARTIAL_NOTE);
  expect(page.status).toBe(200);
  expect(page.shellFirst).toBe(true);
  expect(page.html).toMatch(PARTIAL_NOTE);
  expect(page.html).toContain("SEMFIM10");
  const orders = pagedHits(palco.fake, `/events/${event.id}/orders`);
  expect(orders.length).toBeLessThanOrEqual(MAX_PAGED_REQUESTS);
  // The event's analytics tab reads the same cache afterwards: any further read is incremental (`since`).
  const before = orders.length;
  const analytics = await streamPage(
    palco,
    `/events/${event.id}/analytics`,
    />Festival Sem Fim 2<\/h1>/,
    PARTIAL_NOTE,
  );
  expect(analytics.status).toBe(200);
  expect(analytics.html).toMatch(PARTIAL_NOTE);
  const after = pagedHits(palco.fake, `/events/${event.id}/orders`).slice(before);
  expect(after.length).toBeLessThanOrEqual(MAX_PAGED_REQUESTS);
  expect(after.every((h) => h.query.has("since"))).toBe(true);
});

test("event analytics: the shell streams first, sales over time stop at the ceiling, marked partial", async ({
  palco,
}) => {
  const event = palco.fake.events(2);
  const page = await streamPage(
    palco,
    `/events/${event.id}/analytics`,
    new RegExp(`>${event.name}</h1>`),
    PARTIAL_NOTE,
  );
  expect(page.status).toBe(200);
  expect(page.shellFirst).toBe(true);
  expect(page.html).toMatch(PARTIAL_NOTE);
  const orders = pagedHits(palco.fake, `/events/${event.id}/orders`);
  expect(orders.length).toBeGreaterThan(0);
  expect(orders.length).toBeLessThanOrEqual(MAX_PAGED_REQUESTS);
});

test("producer analytics: the heading streams first, the events list stops at the ceiling, marked partial", async ({
  palco,
}) => {
  const before = pagedHits(palco.fake, "/events").length;
  const start = palco.fake.hits().length;
  const page = await streamPage(palco, "/analytics", />Análises<\/h1>/, PARTIAL_NOTE);
  expect(page.status).toBe(200);
  expect(page.shellFirst).toBe(true);
  expect(page.pagedBeforeShell).toBeGreaterThanOrEqual(0);
  expect(page.html).toMatch(PARTIAL_NOTE);
  expect(pagedHits(palco.fake, "/events").length - before).toBeLessThanOrEqual(MAX_PAGED_REQUESTS);
  // Each event's sparkline read (its paid orders) stops at the ceiling too.
  const perEvent = new Map<string, number>();
  for (const hit of palco.fake.hits().slice(start)) {
    if (hit.path.endsWith("/orders") && hit.query.has("page")) {
      perEvent.set(hit.path, (perEvent.get(hit.path) ?? 0) + 1);
    }
  }
  for (const [, count] of perEvent) expect(count).toBeLessThanOrEqual(MAX_PAGED_REQUESTS);
});

test("borderô: the heading streams first, each orders read stops at the ceiling, marked partial", async ({
  palco,
}) => {
  const event = palco.fake.events(5);
  // The producer analytics test above read this event's paid orders too (its sparkline): count from here.
  const start = palco.fake.hits().length;
  const page = await streamPage(
    palco,
    `/events/${event.id}/analytics/settlement`,
    /id="settlement-title"[^>]*>Borderô/,
    PARTIAL_NOTE,
  );
  expect(page.status).toBe(200);
  expect(page.shellFirst).toBe(true);
  expect(page.html).toMatch(PARTIAL_NOTE);
  // The statement itself is there, over the orders it read.
  expect(page.html).toMatch(/<div id="settlement"[\s\S]*<table/);
  // One read of the paid orders and one of the cancelled: each within the ceiling.
  const orders = palco.fake
    .hits()
    .slice(start)
    .filter((h) => h.path.endsWith(`/events/${event.id}/orders`) && h.query.has("page"));
  for (const status of ["paid", "cancelled"]) {
    const read = orders.filter((h) => h.query.get("payment_status") === status);
    expect(read.length, status).toBeGreaterThan(0);
    expect(read.length, status).toBeLessThanOrEqual(MAX_PAGED_REQUESTS);
  }
  expect(orders.length).toBeLessThanOrEqual(2 * MAX_PAGED_REQUESTS);
});

test("the partial note is visible and accessible in the browser", async ({ browser, palco }) => {
  palco.fake.open();
  const context = await browser.newContext({ baseURL: palco.server.base });
  const page = await context.newPage();
  await loginThroughForm(
    page,
    palco.seed.users.find((u) => u.role === "admin")!,
  );
  await page.goto(`/events/${palco.fake.events(1).id}/coupons`);
  await expect(page.getByRole("note").filter({ hasText: "Números parciais" })).toBeVisible();
  await expectAxeClean(page);
  await context.close();
});
