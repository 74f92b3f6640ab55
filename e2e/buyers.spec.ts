import type { APIRequestContext, Page } from "@playwright/test";

import { csvHeader, parseCsv } from "./csv";
import { expect, expectAxeClean, test } from "./fixtures";
import { controlHeaders, partnerHeaders as partner } from "./partner-api";

// Buyers section (issue 10). Texts match pt-BR (the default) or English. Data is read from the sandbox
// through the Partner API, so every figure on screen is compared with the API's own answer.
type Summary = { id: string; name: string | null; email: string };
type Detail = Summary & { document: string | null; cellphone: string | null };
type Producer = { id: string; slug: string };

async function get<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(`/partner/v1${path}`, { headers: partner() });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function sunset(api: APIRequestContext): Promise<Producer> {
  const me = await get<{ producers: Producer[] }>(api, "/me");
  return me.producers.find((p) => p.slug === "sunset-producoes") ?? me.producers[0];
}

/** The API's birthday buyers of the producer for a month. */
async function monthBuyers(api: APIRequestContext, producer: Producer, month: number) {
  const d = await get<{ birthdays_this_month: Summary[] }>(
    api,
    `/producers/${producer.id}/buyers?month=${month}`,
  );
  return d.birthdays_this_month;
}

/** The month (1..12) with the most birthday buyers for the producer, and the API's list for it. */
async function busiestMonth(api: APIRequestContext, producer: Producer) {
  let best = { month: 1, buyers: [] as Summary[] };
  for (let month = 1; month <= 12; month++) {
    const buyers = await monthBuyers(api, producer, month);
    if (buyers.length > best.buyers.length) best = { month, buyers };
  }
  expect(best.buyers.length, "the seed has a month with at least 3 birthday buyers").toBeGreaterThanOrEqual(
    3,
  );
  return best;
}

async function chooseMonth(page: Page, month: number) {
  await page.getByLabel(/^(mês|month)$/i).selectOption(String(month));
  await page.getByRole("button", { name: /^(aplicar|apply)$/i }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
}

// The buyers table is the page's first (the birthdays page lists campaign runs in a second table).
const tableEmails = (page: Page) =>
  page.locator("main table").first().locator("tbody tr td:nth-child(2)").allInnerTexts();

test("birthdays for a chosen month match the sandbox; the CSV parses and leaves out a suppressed buyer", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const producer = await sunset(request);
  const { month, buyers } = await busiestMonth(request, producer);
  const page = await loginAs("marketing");
  await page.goto(`/buyers/birthdays?producer=${producer.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: /aniversariantes|birthdays/i })).toBeVisible();
  await chooseMonth(page, month);
  // The table is the API's list for the month, as read before it or now (see the CSV below for why).
  await expect
    .poll(async () => {
      const shown = (await tableEmails(page)).join();
      const now = (await monthBuyers(request, producer, month)).map((b) => b.email).join();
      return shown === buyers.map((b) => b.email).join() || shown === now || `table [${shown}], API [${now}]`;
    })
    .toBe(true);
  await expectAxeClean(page);

  // Suppress the last buyer of the month, then download the marketing CSV.
  const suppressed = buyers[buyers.length - 1].email;
  await page.goto(`/buyers/suppression?producer=${producer.slug}`);
  await expectAxeClean(page);
  await page.getByLabel(/^e-mail$/i).fill(suppressed.toUpperCase());
  await page.getByRole("button", { name: /adicionar à lista|add to the list/i }).click();
  await expect(page.locator("main table")).toContainText(suppressed.toLowerCase());

  await page.goto(`/buyers/birthdays?producer=${producer.slug}&month=${month}`);
  await expect(page.getByText(/supressão|suppression list/i).first()).toBeVisible();
  const href = await page.getByRole("link", { name: /csv/i }).getAttribute("href");
  // Other tests' sandbox purchases run alongside and can add a paid buyer born this month, so the CSV
  // is compared with the API's list read just before and just after it (one of them, if both differ).
  const emailsNow = async () =>
    (await monthBuyers(request, producer, month))
      .map((b) => b.email)
      .filter((e) => e.toLowerCase() !== suppressed.toLowerCase());
  const before = await emailsNow();
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  const text = await res.text();
  const after = await emailsNow();
  // The header comes first; the legal basis is a column, on every row.
  expect(csvHeader(text)).toMatch(/^Nome;E-mail;.*;Base legal$/);
  const rows = parseCsv(text);
  expect(rows.length).toBeGreaterThanOrEqual(2);
  expect(rows.every((r) => /^LGPD art\. 7, IX/.test(r["Base legal"]))).toBe(true);
  expect([before, after]).toContainEqual(rows.map((r) => r["E-mail"]));
  expect(rows.map((r) => r["E-mail"].toLowerCase())).not.toContain(suppressed.toLowerCase());
  expect(rows.every((r) => Number(r["Mês do aniversário"]) === month)).toBe(true);
});

test("a birthday campaign creates single-use codes and a sandbox purchase with one shows as used", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const producer = await sunset(request);
  const { month } = await busiestMonth(request, producer);
  const page = await loginAs("marketing");
  await page.goto(`/buyers/birthdays?producer=${producer.slug}&month=${month}`);
  const eventSelect = page.getByLabel(/^(evento|event)$/i);
  const eventId = await eventSelect.inputValue();
  await page.getByLabel(/valor do desconto|discount value/i).fill("15");
  await page.getByRole("button", { name: /criar cupons|create coupons/i }).click();
  await expect(page.getByText(/está na fila|is queued/i)).toBeVisible();

  const event = await get<{ name: string }>(request, `/events/${eventId}`);
  await page
    .getByRole("link", { name: /campanha de aniversário|birthday campaign/i })
    .filter({ hasText: event.name })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /campanha|campaign/i })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/concluída|succeeded/i).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expectAxeClean(page);

  const codesTable = page.getByRole("table", { name: /códigos da campanha|campaign codes/i });
  const codes = await codesTable.locator("tbody tr td:nth-child(2)").allInnerTexts();
  expect(codes.length).toBeGreaterThan(0);
  expect(new Set(codes).size).toBe(codes.length);
  const mmyy = new RegExp(`^NIVER-[0-9A-Z]{6}-${String(month).padStart(2, "0")}\\d{2}$`);
  for (const code of codes) expect(code).toMatch(mmyy);
  const coupons = await get<{ data: { code: string; usage_limit: number | null; active: boolean }[] }>(
    request,
    `/events/${eventId}/coupons`,
  );
  for (const code of codes)
    expect(coupons.data.find((c) => c.code === code)).toMatchObject({ usage_limit: 1, active: true });

  // One redemption: a sandbox purchase carrying the first code.
  const purchase = await request.post("/sandbox/v1/purchase", {
    headers: controlHeaders(),
    data: { event: eventId, coupon: codes[0], payment_method: "pix" },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);
  await page.reload();
  const firstRow = codesTable.getByRole("row").filter({ hasText: codes[0] });
  await expect(firstRow).toHaveCount(1);
  await expect(firstRow).toContainText(/usado|used/i);
  await expect(firstRow).not.toContainText(/não usado|unused/i);
});

/** A buyer of the producer with a document and a cellphone (from the best buyers' details). */
async function buyerWithDocument(api: APIRequestContext, producer: Producer): Promise<Detail> {
  const d = await get<{ best_buyers: Summary[] }>(api, `/producers/${producer.id}/buyers?limit=50`);
  for (const b of d.best_buyers) {
    const detail = await get<Detail>(api, `/producers/${producer.id}/buyers/${b.id}`);
    if (detail.document && detail.document.replace(/\D/g, "").length >= 8 && detail.cellphone) return detail;
  }
  throw new Error("no buyer with a document in the seed");
}

test("staff finds a buyer by a document fragment and sees the document and cellphone masked", async ({
  loginAs,
  request,
}) => {
  const producer = await sunset(request);
  const buyer = await buyerWithDocument(request, producer);
  const fragment = buyer.document!.slice(3, 9);
  const page = await loginAs("staff");
  await page.goto(`/buyers/search?producer=${producer.slug}`);
  // The rule is on screen before anything is sent.
  await expect(page.getByText(/pelo menos 2 caracteres|at least 2 characters/i).first()).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("searchbox").fill(fragment);
  await page.getByRole("button", { name: /^(aplicar|apply)$/i }).click();
  await page
    .getByRole("link", { name: buyer.name ?? "(sem nome)", exact: true })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(buyer.name ?? buyer.email);
  const shown = await page.getByTestId("document").innerText();
  expect(shown).not.toContain(buyer.document!);
  expect(shown).toContain("•");
  expect(shown.slice(-2)).toBe(buyer.document!.slice(-2));
  await expect(page.locator("main")).not.toContainText(buyer.cellphone!);
  await expect(page.getByRole("button", { name: /revelar|reveal/i })).toHaveCount(0);
  await expectAxeClean(page);
});

test("marketing sees the cellphone but cannot reveal a document; a manager can", async ({
  loginAs,
  request,
}) => {
  const producer = await sunset(request);
  const buyer = await buyerWithDocument(request, producer);
  const marketing = await loginAs("marketing");
  await marketing.goto(`/buyers/${buyer.id}?producer=${producer.slug}`);
  await expect(marketing.locator("main")).toContainText(buyer.cellphone!);
  await expect(marketing.getByRole("button", { name: /revelar|reveal/i })).toHaveCount(0);
  await expect(marketing.locator("main")).not.toContainText(buyer.document!);

  const manager = await loginAs("manager");
  await manager.goto(`/buyers/${buyer.id}?producer=${producer.slug}`);
  await expect(manager.getByTestId("document")).not.toHaveText(buyer.document!);
  await manager.getByRole("button", { name: /revelar documento|reveal document/i }).click();
  await expect(manager.getByTestId("document")).toHaveText(buyer.document!);
});

test("a note and a tag appear on the profile and the tag filters the list", async ({ loginAs, request }) => {
  test.setTimeout(60_000); // three pages, two writes and three axe scans: ~28 s alone
  const producer = await sunset(request);
  const d = await get<{ best_buyers: Summary[] }>(request, `/producers/${producer.id}/buyers?limit=5`);
  const buyer = d.best_buyers[1];
  const tag = `VIP-${Date.now().toString(36)}`;
  const note = `Ligou pedindo meia-entrada ${Date.now()}`;
  const page = await loginAs("manager");
  await page.goto(`/buyers/${buyer.id}?producer=${producer.slug}`);
  await expectAxeClean(page);

  await page.getByLabel(/nova nota|new note/i).fill(note);
  await page.getByRole("button", { name: /salvar nota|save note/i }).click();
  await expect(page.getByRole("list", { name: /notas do comprador|the buyer's notes/i })).toContainText(note);

  await page.getByLabel(/nova etiqueta|new tag/i).fill(tag);
  await page.getByRole("button", { name: /^(adicionar|add)$/i }).click();
  await expect(page.getByRole("list", { name: /etiquetas do comprador|the buyer's tags/i })).toContainText(
    tag,
  );

  await page.goto(`/buyers/search?producer=${producer.slug}`);
  await page.getByLabel(/^(etiqueta|tag)$/i).selectOption(tag);
  await page.getByRole("button", { name: /^(aplicar|apply)$/i }).click();
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await expect.poll(() => tableEmails(page)).toEqual([buyer.email]);
  await expectAxeClean(page);

  await page.goto("/buyers");
  await expect(page.getByRole("heading", { level: 1, name: /compradores|buyers/i })).toBeVisible();
  await expectAxeClean(page);
});
