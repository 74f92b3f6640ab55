import type { APIRequestContext } from "@playwright/test";

import { expect, expectAxeClean, seedOutput, test } from "./fixtures";

// Issue 10, "Event analytics": the Analytics tab shows the KPIs and both charts for a seeded event, the
// figures equal the sandbox's paid orders to the cent, a range change updates the chart without a
// reload; the producer overview lists every event with a sparkline; roles and scope are enforced.
const NOT_FOUND = /página não encontrada|page not found/i;
const headers = () => ({ authorization: `Bearer ${seedOutput().apiKey}` });
const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

type Analytics = { gross_sales: string; orders_paid: number; tickets_sold: number; resale: unknown };
type Order = { amount: string; paid_at: string | null; tickets_count: number };

/** Decimal string → BigInt cents, and back to the pt-BR display, without floats. */
const cents = (amount: string) => {
  const [whole, frac = ""] = amount.split(".");
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, "0"));
};
const brl = (c: bigint) => BRL.format(`${c / 100n}.${String(c % 100n).padStart(2, "0")}` as `${number}`);
const normalize = (s: string) => s.replace(/\s/g, " ");

async function partnerJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(`/partner/v1${path}`, { headers: headers() });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** A seeded event of arena-norte with paid orders (the demo seed's first ones have sales). */
async function eventWithSales(api: APIRequestContext) {
  const { data } = await partnerJson<{ data: { id: string; name: string; producer: { slug: string } }[] }>(
    api,
    "/events?producer_id=arena-norte&per_page=100",
  );
  for (const event of data) {
    const analytics = await partnerJson<Analytics>(api, `/events/${event.id}/analytics`);
    if (analytics.orders_paid > 2) return { event, analytics };
  }
  throw new Error("no seeded arena-norte event has paid orders");
}

async function paidOrders(api: APIRequestContext, eventId: string): Promise<Order[]> {
  const out: Order[] = [];
  for (let page = 1; ; page++) {
    const body = await partnerJson<{ data: Order[]; total: number }>(
      api,
      `/events/${eventId}/orders?payment_status=paid&per_page=100&page=${page}`,
    );
    out.push(...body.data);
    if (out.length >= body.total || body.data.length === 0) return out;
  }
}

test("the Analytics tab shows KPIs, both charts and sales equal to the paid orders; a range change needs no reload", async ({
  loginAs,
  request,
}) => {
  // One journey with lazy charts, several fetches and an axe scan, on a shared 2-core machine.
  test.setTimeout(180_000);
  const { event, analytics } = await eventWithSales(request);
  const orders = await paidOrders(request, event.id);
  const total = orders.reduce((t, o) => t + cents(o.amount), 0n);

  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}`);
  await page
    .getByRole("navigation", { name: /seções do evento|event sections/i })
    .getByRole("link", { name: /^(análises|analytics)$/i })
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/analytics`));

  // KPIs from the cached analytics, with their time.
  await expect(page.getByTestId("kpi-gross")).toHaveText(
    brl(cents(analytics.gross_sales)).replace(/\s/g, " "),
  );
  await expect(page.getByTestId("kpi-orders")).toHaveText(String(analytics.orders_paid));
  await expect(page.getByTestId("kpis-cached-at")).toHaveText(
    /números das \d{2}:\d{2}|figures from \d{2}:\d{2}/i,
  );

  // Both charts (loaded lazily) with accessible names, and the methods table.
  await expect(page.getByRole("img", { name: /forma de pagamento|payment method/i })).toBeVisible();
  await expect(page.getByTestId("methods-chart").locator("svg.recharts-surface")).toBeVisible();
  await expect(page.getByTestId("sales-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(page.getByRole("img", { name: /gráfico de vendas|sales chart/i })).toBeVisible();
  await expect(page.getByTestId("methods-table").locator("tbody tr").first()).toBeVisible();

  // Sales over time equal the sandbox's paid orders to the cent.
  await expect(page.getByTestId("sales-summary")).toContainText(normalize(brl(total)));
  await page.getByRole("button", { name: /ver como tabela|show as table/i }).click();
  await expect(page.getByTestId("sales-total-gross")).toHaveText(normalize(brl(total)));
  await expect(page.getByTestId("sales-total-orders")).toHaveText(String(orders.length));
  await expectAxeClean(page);

  // A range change: the URL and the figures change, the document does not reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const answered = page.waitForResponse(
    (r) => r.url().includes(`/api/events/${event.id}/sales?`) && r.url().includes("range=7d"),
  );
  await page.getByRole("button", { name: /^(7 dias|7 days)$/ }).click();
  const series = (await (await answered).json()) as {
    totals: { orders: number; grossCents: number };
    buckets: unknown[];
  };
  await expect(page).toHaveURL(/range=7d/);
  await expect(page.getByRole("button", { name: /^(7 dias|7 days)$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(series.buckets).toHaveLength(7);
  await expect(page.getByTestId("sales-total-orders")).toHaveText(String(series.totals.orders));
  await expect(page.getByTestId("sales-total-gross")).toHaveText(
    normalize(brl(BigInt(series.totals.grossCents))),
  );
  // The last 7 São Paulo days (UTC-3, no daylight saving since 2019), today included, to the cent.
  const DAY = 86_400_000;
  const now = Date.now();
  const from = Math.floor((now - 3 * 3_600_000) / DAY) * DAY + 3 * 3_600_000 - 6 * DAY;
  const week = orders.filter(
    (o) => o.paid_at && Date.parse(o.paid_at) >= from && Date.parse(o.paid_at) <= now,
  );
  expect(series.totals.orders).toBe(week.length);
  expect(BigInt(series.totals.grossCents)).toBe(week.reduce((t, o) => t + cents(o.amount), 0n));
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // Per hour and stacked per lot, back to the chart.
  await page.getByRole("button", { name: /^(por hora|per hour)$/i }).click();
  await expect(page).toHaveURL(/unit=hour/);
  await page.getByRole("button", { name: /ingressos por lote|tickets per lot/i }).click();
  await page.getByRole("button", { name: /ver como tabela|show as table/i }).click();
  await expect(page.getByRole("img", { name: /gráfico de vendas|sales chart/i })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test("the producer overview lists every event with its figures and a sparkline, sortable", async ({
  loginAs,
  request,
}) => {
  test.setTimeout(180_000);
  const { event, analytics } = await eventWithSales(request);
  const page = await loginAs("manager");
  await page.goto("/");
  await page
    .getByRole("navigation")
    .getByRole("link", { name: /^(análises|analytics)$/i })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /análises|analytics/i })).toBeVisible();
  const row = page.getByTestId("overview-table").getByRole("row").filter({ hasText: event.name });
  await expect(row).toContainText(normalize(brl(cents(analytics.gross_sales))));
  // Sparklines stream in after the table (each reads its event's paid orders, a few events at a time).
  await expect(row.getByRole("img", { name: /vendas por dia|sales per day/i })).toBeVisible({
    timeout: 60_000,
  });

  // Gross figures of the rows shown, in cents (null: unavailable), and the order they should be in.
  const grossShown = async () =>
    (await page.getByTestId("overview-table").locator("tbody tr td:nth-child(3)").allInnerTexts()).map(
      (text) => (/\d/.test(text) ? Number(text.replace(/\D/g, "")) : null),
    );
  const ordered = (figures: (number | null)[], dir: 1 | -1) =>
    [...figures].sort((a, b) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : dir * (a - b)));

  // Unsorted (no header claims a sort): the overview's own order, best sellers first.
  const gross = page.getByRole("columnheader", { name: /vendas brutas|gross sales/i });
  await expect(gross).not.toHaveAttribute("aria-sort");
  const byDefault = await grossShown();
  expect(byDefault).toEqual(ordered(byDefault, -1));
  await gross.getByRole("link").click();
  await expect(page).toHaveURL(/sort=gross&dir=asc/);
  await expect(page.getByRole("columnheader", { name: /vendas brutas|gross sales/i })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  const ascending = await grossShown();
  expect(ascending).toEqual(ordered(ascending, 1));
  await expect(page.getByTestId("overview-table").getByRole("img").first()).toBeVisible({ timeout: 60_000 });
  await expectAxeClean(page);
});

test("staff cannot open analytics; the sales route refuses without a session, another role or another producer", async ({
  loginAs,
  request,
  playwright,
}) => {
  test.slow();
  const { event } = await eventWithSales(request);
  const staff = await loginAs("staff");
  await staff.goto(`/events/${event.id}`);
  await expect(staff.getByRole("heading", { level: 1, name: event.name })).toBeVisible();
  await expect(staff.getByRole("link", { name: /^(análises|analytics)$/i })).toHaveCount(0);
  await staff.goto(`/events/${event.id}/analytics`);
  await expect(staff.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  await staff.goto("/analytics");
  await expect(staff.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  expect((await staff.request.get(`/api/events/${event.id}/sales`)).status()).toBe(403);

  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await anonymous.get(`/api/events/${event.id}/sales`)).status()).toBe(401);
  await anonymous.dispose();

  // arena@palco.demo is limited to arena-norte: a Sunset event answers like a missing one.
  const { data } = await partnerJson<{ data: { id: string }[] }>(
    request,
    "/events?producer_id=sunset-producoes&per_page=1",
  );
  const arena = await loginAs("arenaManager");
  expect((await arena.request.get(`/api/events/${data[0].id}/sales`)).status()).toBe(404);
  await arena.goto(`/events/${data[0].id}/analytics`);
  await expect(arena.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  const own = await arena.request.get(`/api/events/${event.id}/sales?range=all&unit=day`);
  expect(own.status()).toBe(200);
});
