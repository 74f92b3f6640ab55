import type { APIRequestContext, Page } from "@playwright/test";

import { csvHeader, parseCsv } from "./csv";
import { expect, test } from "./fixtures";
import { controlPost, saleEvent, sandboxToday, type SaleOrder } from "./orders-setup";
import { birthdayCounts, controlHeaders, keyProducers, partnerHeaders } from "./partner-api";

// Issue 21, "one CSV path": names a buyer typed that start like a formula come out of every CSV the app
// serves with a leading ' (a spreadsheet shows them as text and runs nothing). The names go in through
// the sandbox's control API as a buyer's name (and so the first holder's) and a tournament identity.
const HOSTILE = ['=HYPERLINK("http://x","y")', "+SUM(1,1)", "-1+1", "@SUM(1,1)", "\t=1+1", "\r=1+1"];
const defused = (value: string) => `'${value}`;
const FORMULA_LED = /^[=+\-@\t\r]/;

type Row = Record<string, string>;
type Bought = { name: string; email: string; order: SaleOrder };

/** A CSV the app serves to a pt-BR user, parsed: status 200, text/csv, a UTF-8 BOM, the header first. */
async function download(page: Page, url: string): Promise<Row[]> {
  // The borderô and the report read every order of the event or producer: slow on a loaded machine.
  const res = await page.request.get(url, { timeout: 60_000 });
  expect(res.status(), `${url}: ${(await res.text()).slice(0, 300)}`).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const body = await res.body();
  expect([...body.subarray(0, 3)], url).toEqual([0xef, 0xbb, 0xbf]);
  expect(csvHeader(body), url).not.toMatch(/^#/);
  return parseCsv(body);
}

/** The rows of `rows` whose `key` column is one of `keys`, in the order of `keys`. */
function pick(rows: Row[], key: string, keys: string[]): Row[] {
  return keys.map((k) => {
    const row = rows.find((r) => r[key] === k);
    expect(row, `a row with ${key} = ${k}`).toBeTruthy();
    return row!;
  });
}

/** The month with the fewest birthday buyers of the producer (not the busiest one other specs use). */
async function quietMonth(api: APIRequestContext, producerId: string): Promise<number> {
  const counts = await birthdayCounts(api, producerId);
  return counts.lastIndexOf(Math.min(...counts)) + 1;
}

test("a hostile name comes out defused in every CSV the app serves", async ({ loginAs, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const event = await saleEvent(request, `CSV defuse ${stamp}`);
  const producer = (await keyProducers(request)).find((p) => p.id === event.producerId)!;
  const field = await request.put(`/sandbox/v1/events/${event.id}/tourney-field`, {
    headers: controlHeaders(),
    data: { enabled: true },
  });
  expect(field.status(), await field.text()).toBe(200);
  const month = await quietMonth(request, producer.id);
  const mm = String(month).padStart(2, "0");

  const bought: Bought[] = [];
  for (const [i, name] of HOSTILE.entries()) {
    const email = `csv.defuse.${stamp}.${i}@example.com`;
    const { order } = await controlPost<{ order: SaleOrder }>(request, "/purchase", {
      event: event.id,
      payment_method: "pix",
      buyer: { email, name, birthdate: `1991-${mm}-${String(10 + i).padStart(2, "0")}` },
      tourney: { user_id: `${stamp}${i}`, gamertag: name, prefix: name, name },
    });
    expect(order.buyer.name).toBe(name);
    bought.push({ name, email, order });
  }
  const orderIds = bought.map((b) => b.order.id);
  const names = bought.map((b) => defused(b.name));
  const page = await loginAs("admin");
  const base = `/api/events/${event.id}`;

  const perOrder = pick(await download(page, `${base}/exports/orders?rows=order`), "ID do pedido", orderIds);
  expect(perOrder.map((r) => r.Comprador)).toEqual(names);
  expect(perOrder.map((r) => r["Gamertag do torneio"])).toEqual(names);
  expect(perOrder.map((r) => r["Time do torneio"])).toEqual(names);

  const perItem = pick(await download(page, `${base}/exports/orders?rows=item`), "ID do pedido", orderIds);
  expect(perItem.map((r) => r.Comprador)).toEqual(names);
  expect(perItem.map((r) => r.Titulares)).toEqual(names);

  const tickets = pick(await download(page, `${base}/exports/tickets`), "ID do pedido", orderIds);
  expect(tickets.map((r) => r.Titular)).toEqual(names);

  const ticketIds = bought.map((b) => b.order.tickets[0].id);
  const door = pick(await download(page, `${base}/door/csv`), "ID do ingresso", ticketIds);
  expect(door.map((r) => r.Titular)).toEqual(names);

  const roster = pick(await download(page, `${base}/roster/csv`), "ID do pedido", orderIds);
  expect(roster.map((r) => r.Gamertag)).toEqual(names);
  expect(roster.map((r) => r.Nome)).toEqual(names);
  // Team tags are trimmed into teams; what is left still starts like a formula and is defused.
  for (const row of roster) expect(row.Time).toMatch(/^'[=+\-@]/);

  const emails = bought.map((b) => b.email);
  const birthdays = pick(
    await download(page, `/api/buyers/birthdays?producer=${producer.slug}&month=${month}`),
    "E-mail",
    emails,
  );
  expect(birthdays.map((r) => r.Nome)).toEqual(names);

  // A birthday campaign for that month: its buyer + code CSV, and the run's outcome CSV.
  await page.goto(`/buyers/birthdays?producer=${producer.slug}&month=${month}`);
  await page.getByLabel(/valor do desconto|discount value/i).fill("10");
  await page.getByRole("button", { name: /criar cupons|create coupons/i }).click();
  await expect(page.getByText(/está na fila|is queued/i)).toBeVisible();
  await page.reload();
  const link = page
    .getByRole("link", { name: /campanha de aniversário|birthday campaign/i })
    .filter({ hasText: new RegExp(` ${mm}/\\d{4}`) })
    .first();
  const jobId = /\/buyers\/campaigns\/([0-9a-f-]{36})/.exec((await link.getAttribute("href"))!)![1];
  await page.goto(`/buyers/campaigns/${jobId}?producer=${producer.slug}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/concluída|succeeded/i).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 120_000 });

  const campaign = pick(await download(page, `/api/buyers/campaigns/${jobId}`), "E-mail", emails);
  expect(campaign.map((r) => r.Nome)).toEqual(names);

  // Outcomes carry no typed name (items are buyer ids, details the codes): the text columns are checked.
  const outcomes = await download(page, `/api/jobs/${jobId}/outcomes`);
  expect(outcomes.length).toBeGreaterThanOrEqual(HOSTILE.length);
  for (const row of outcomes) {
    expect(row.Item).not.toMatch(FORMULA_LED);
    expect(row.Detalhe).not.toMatch(FORMULA_LED);
  }
});

/** Every cell of `rows` that could run as a formula: formula-led and not a plain decimal (kept as a number). */
const live = (rows: Row[]) =>
  rows.flatMap((r) => Object.values(r)).filter((c) => FORMULA_LED.test(c) && !/^-?\d+([.,]\d+)?$/.test(c));

test("hostile lot names and a typed sign-in e-mail come out defused in the report, borderô and audit CSVs", async ({
  loginAs,
  request,
  playwright,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const event = await saleEvent(request, `CSV defuse lotes ${stamp}`);
  const producer = (await keyProducers(request)).find((p) => p.id === event.producerId)!;
  // Lot names are trimmed by the API, so the tab- and CR-led names stay with the buyer names above.
  const lots = HOSTILE.slice(0, 4).map((name) => `${name} ${stamp}`);
  for (const name of lots) {
    const res = await request.post(`/partner/v1/events/${event.id}/products`, {
      headers: partnerHeaders(),
      data: { name, amount: "10.00", maximum_quantity: 100 },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await controlPost(request, "/purchase", { event: event.id, product_id: id, payment_method: "pix" });
  }
  const today = await sandboxToday(request);
  const page = await loginAs("admin");

  const cellsOf = (rows: Row[]) => rows.flatMap((r) => Object.values(r));
  const settlement = await download(page, `/api/events/${event.id}/settlement?format=csv`);
  expect(cellsOf(settlement)).toEqual(expect.arrayContaining(lots.map(defused)));
  expect(live(settlement)).toEqual([]);

  const report = await download(
    page,
    `/api/reports?producer=${producer.slug}&from=${today.day}&to=${today.next}&format=csv`,
  );
  expect(cellsOf(report)).toEqual(expect.arrayContaining(lots.map(defused)));
  expect(live(report)).toEqual([]);

  // A sign-in with a formula for an e-mail: the audit log keeps what was typed (lower-cased), as its
  // actor and target, and its CSV defuses both.
  const typed = [`=HYPERLINK("http://x/${stamp}","y")`, `+${stamp}@x.com`, `-${stamp}@x.com`, `@${stamp}x`];
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    for (const email of typed) {
      const { csrfToken } = (await (await anonymous.get("/api/auth/csrf")).json()) as { csrfToken: string };
      const res = await anonymous.post("/api/auth/callback/credentials", {
        form: { csrfToken, email, password: "not-the-password", json: "true" },
        maxRedirects: 0,
      });
      expect(res.status(), await res.text()).toBeLessThan(500);
    }
  } finally {
    await anonymous.dispose();
  }
  await expect(async () => {
    const audit = await download(page, `/api/audit/csv?action=auth.sign_in_failed&user=${stamp}`);
    const cells = cellsOf(audit).filter((c) => c.includes(String(stamp)));
    for (const email of typed) expect(cells).toContain(defused(email.toLowerCase()));
    expect(live(audit)).toEqual([]);
  }).toPass({ timeout: 30_000 });
});
