import { parseCsv, ZONE } from "./csv";
import { expect, expectAxeClean, test } from "./fixtures";

// The Door tab (issue 9, "Tickets and the door"). Texts match pt-BR (the default) or English.
const EVENT = "/events/festival-de-verao-2027";
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toUpperCase();

test("staff searches the door list, goes offline, searches again and reloads from the cache", async ({
  loginAs,
}) => {
  test.slow();
  const page = await loginAs("staff");
  await page.goto(EVENT);
  await page
    .getByRole("navigation", { name: /seções do evento|event sections/i })
    .getByRole("link", { name: /portaria|door/i })
    .click();
  await expect(page).toHaveURL(/\/door$/);
  await expect(page.getByRole("heading", { level: 2, name: /portaria|door/i })).toBeVisible();

  const rows = page.getByTestId("door-row");
  // The list loads in the browser after the page (its own chunk, then the whole entrance list).
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const counter = page.getByTestId("door-counter");
  await expect(counter).toHaveText(/^\d+ (de|of) \d+$/);
  const total = Number((await counter.textContent())!.split(/ (?:de|of) /)[1].replace(/\D/g, ""));
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId("door-age")).toHaveText(/agora|just now/i);
  await expectAxeClean(page);

  // A name fragment typed without accents and in capitals finds the holder.
  const named = rows.filter({ hasNotText: /sem nome|no name/i });
  const name = (await named.nth(1).locator("p").first().textContent())!.trim();
  const word = name.split(" ").find((w) => w.length >= 3) ?? name;
  const search = page.getByRole("searchbox", { name: /buscar por nome|search by name/i });
  await search.fill(fold(word));
  await expect(rows.filter({ hasText: name }).first()).toBeVisible();
  for (const text of await rows.locator("p:first-child").allTextContents())
    expect(fold(text)).toContain(fold(word));

  // The service worker is installed and holds this page (RegisterServiceWorker stores it just after
  // `ready`: going offline between the two made the reload fail under load); then the network goes away.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return Boolean(await caches.match(window.location.pathname));
  });
  await page.context().setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: /sem conexão|offline/i })).toBeVisible();

  // A ticket code fragment, searched offline.
  await search.fill("");
  const code = (await rows.first().locator("p").nth(1).textContent())!.match(/([0-9A-F]{8})$/)![1];
  await search.fill(code.slice(0, 6).toLowerCase());
  await expect(rows.first()).toContainText(code);

  // Reloaded without network: the page comes from the service worker, the list from the browser cache.
  await page.reload();
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /sem conexão|offline/i })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /sem conexão|offline/i })).toContainText(
    /agora|just now|minuto|minute/i,
  );
  await search.fill(fold(word));
  await expect(rows.filter({ hasText: name }).first()).toBeVisible();

  // Back online: the list refreshes and the warning goes away.
  await page.context().setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: /sem conexão|offline/i })).toHaveCount(0);
  await expect(page.getByTestId("door-age")).toHaveText(/agora|just now/i);
});

test("door list CSV, print view and ticket search", async ({ loginAs }) => {
  test.slow();
  const page = await loginAs("manager");
  await page.goto(`${EVENT}/door`);
  const counter = page.getByTestId("door-counter");
  await expect(counter).toHaveText(/^\d+ (de|of) \d+$/);
  const total = Number((await counter.textContent())!.split(/ (?:de|of) /)[1].replace(/\D/g, ""));

  // CSV: UTF-8 with BOM, one row per ticket, alphabetical.
  const href = await page.getByRole("link", { name: /baixar csv|download csv/i }).getAttribute("href");
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/csv");
  const body = await res.text();
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const records = parseCsv(body);
  expect(records).toHaveLength(total);
  expect(Object.keys(records[0])).toEqual([
    "Titular",
    "Produto",
    "Entrou",
    `Entrada em (${ZONE})`,
    "Código do ingresso",
    "ID do ingresso",
  ]);
  for (const r of records) expect(["Sim", "Não"]).toContain(r.Entrou);
  const folded = records.map((r) => fold(r.Titular).toLowerCase());
  expect(folded).toEqual([...folded].sort());

  // Print view: every ticket, alphabetical.
  await page.getByRole("link", { name: /impressão|print view/i }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: /lista de entrada|entrance list/i }),
  ).toBeVisible();
  await expect(page.locator("#door-print li")).toHaveCount(total);
  await expect(page.getByRole("button", { name: /imprimir|print/i })).toBeVisible();
  await expectAxeClean(page);

  // Ticket search upstream (name, e-mail or document).
  const holder = records.find((r) => r.Titular)!.Titular;
  await page.goto(`${EVENT}/door/tickets`);
  await page
    .getByRole("searchbox", { name: /nome, e-mail ou documento|name, e-mail or document/i })
    .fill(holder);
  await page.getByRole("button", { name: /^(buscar|search)$/i }).click();
  await expect(page).toHaveURL(/\/door\/tickets\?q=/);
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: holder }).first()).toBeVisible();
  await expectAxeClean(page);
});

test("a role without orders:read has no Door tab and the door routes refuse it", async ({ loginAs }) => {
  test.slow();
  const page = await loginAs("marketing");
  await page.goto(EVENT);
  await expect(page.getByRole("navigation", { name: /seções do evento|event sections/i })).toBeVisible();
  await expect(page.getByRole("link", { name: /^(portaria|door)$/i })).toHaveCount(0);
  const res = await page.request.get(`/api/events/festival-de-verao-2027/door`);
  expect(res.status()).toBe(403);
  const csv = await page.request.get(`/api/events/festival-de-verao-2027/door/csv`);
  expect(csv.status()).toBe(403);
});
