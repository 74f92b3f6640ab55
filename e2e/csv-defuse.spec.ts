import type { APIRequestContext, Page } from "@playwright/test";

import { csvHeader, parseCsv } from "./csv";
import { expect, test } from "./fixtures";
import { controlPost, saleEvent, type SaleOrder } from "./orders-setup";
import { controlHeaders, keyProducers, partnerHeaders } from "./partner-api";

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
  const res = await page.request.get(url);
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
  const counts: number[] = [];
  for (let month = 1; month <= 12; month++) {
    const res = await api.get(`/partner/v1/producers/${producerId}/buyers?month=${month}`, {
      headers: partnerHeaders(),
    });
    counts.push(((await res.json()) as { birthdays_this_month: unknown[] }).birthdays_this_month.length);
  }
  const fewest = Math.min(...counts);
  return counts.lastIndexOf(fewest) + 1;
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
