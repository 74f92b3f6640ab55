import { parseCsv } from "./csv";
import { expect, expectAxeClean, test } from "./fixtures";
import { buy, saleEvent, sandboxToday } from "./orders-setup";
import { openPalette } from "./palette";
import { keyProducers, partnerHeaders } from "./partner-api";
import { logMark, upstreamWrites } from "./replay";

// Issue 23 §3: /reports. A producer's sales for a period by payment day, with the previous period of
// the same length; the breakdown's grouping and view live in the URL; CSV and XLSX downloads; the export
// refuses callers without a session, roles without analytics:read and users of other producers.

const cents = (amount: string) => Math.round(Number(amount) * 100);
const brl = (c: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(c / 100);

test("the report shows a new event's sales, switches breakdowns in the URL and downloads CSV and XLSX", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up, the first read of every event's orders, sign-in, two files and axe
  const name = `Relatório ${Date.now()}`;
  const event = await saleEvent(request, name);
  const producer = (await keyProducers(request)).find((p) => p.id === event.producerId)!;
  await buy(request, event.id, { method: "pix" });
  await buy(request, event.id, { method: "credit_card" });
  const cancelled = await buy(request, event.id, { method: "pix" });
  const cancel = await request.post(`/partner/v1/events/${event.id}/orders/${cancelled.id}/cancel`, {
    headers: partnerHeaders(),
    data: {},
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  const paid = await request.get(`/partner/v1/events/${event.id}/orders?payment_status=paid&per_page=100`, {
    headers: partnerHeaders(),
  });
  const gross = ((await paid.json()) as { data: { amount: string }[] }).data.reduce(
    (a, o) => a + cents(o.amount),
    0,
  );
  // The sandbox's clock dates the orders (other specs may move it): the period is its today and tomorrow.
  const { day, next } = await sandboxToday(request);
  const query = `producer=${producer.slug}&from=${day}&to=${next}`;

  const mark = await logMark(request);
  const page = await loginAs("manager");
  await page.goto(`/reports?${query}`);
  await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
  // The first read shows its progress, then the page renders the report by itself.
  await expect(page.getByRole("heading", { name: "Resumo do período" })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId("report-period")).toContainText("(2 dias)");
  await expectAxeClean(page);

  await page.getByRole("group", { name: "Agrupar por" }).getByRole("button", { name: "Evento" }).click();
  await page.getByRole("group", { name: "Exibir" }).getByRole("button", { name: "Tabela" }).click();
  await expect(page).toHaveURL(/group=event/);
  await expect(page).toHaveURL(/view=table/);
  const row = page.getByTestId("report-table").getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(brl(gross));
  await expectAxeClean(page);
  // The URL keeps the choice across a reload.
  await page.reload();
  await expect(page.getByTestId("report-table").getByRole("row", { name: new RegExp(name) })).toBeVisible({
    timeout: 60_000,
  });

  const csv = await page.request.get(`/api/reports?${query}&format=csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  // As a pt-BR user's sheet reads it: `;`-separated, the amount with a decimal comma.
  const rows = parseCsv(await csv.body());
  const line = rows.find((r) => r.Seção === "Receita por evento" && r.Item === name);
  expect(line?.["Coluna 4"]).toBe((gross / 100).toFixed(2).replace(".", ","));
  const xlsx = await page.request.get(`/api/reports?${query}&format=xlsx`);
  expect(xlsx.status()).toBe(200);
  expect(xlsx.headers()["content-type"]).toContain("spreadsheetml");
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe("PK");

  // A period without sales: the empty state, and the comparison still has the same length.
  await page.goto(`/reports?producer=${producer.slug}&from=2001-01-01&to=2001-01-10`);
  await expect(page.getByText("Nenhuma venda no período")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("report-period")).toContainText("(10 dias) · anterior: 22 de dez. de 2000");
  await expectAxeClean(page);

  expect(await upstreamWrites(request, mark, event.id)).toEqual([]);
});

test("with every producer in the header the page asks which; ⌘K opens it; staff has no entry", async ({
  loginAs,
}) => {
  test.slow(); // two sign-ins, the palette's first load and axe on a shared 2-core machine
  const page = await loginAs("admin");
  await page.goto("/reports");
  await expect(page.getByRole("heading", { name: "Escolha uma produtora" })).toBeVisible();
  await expectAxeClean(page);
  await page.goto("/events");
  const { dialog, input } = await openPalette(page);
  await input.fill("Relatórios");
  await expect(dialog.getByRole("option", { name: "Relatórios", exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/reports$/);
  await expect(
    page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Relatórios" }),
  ).toBeVisible();

  const staff = await loginAs("staff");
  await staff.goto("/events");
  await expect(staff.getByRole("link", { name: "Relatórios" })).toHaveCount(0);
  await staff.goto("/reports");
  await expect(staff.getByRole("heading", { name: "Relatórios", level: 1 })).toHaveCount(0);
});

test("the report routes refuse no session, a role without analytics and another producer's user", async ({
  loginAs,
  playwright,
  request,
}) => {
  const producers = await keyProducers(request);
  const other = producers.find((p) => p.slug !== "arena-norte")!;
  const mark = await logMark(request);
  const anonymous = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const staff = await loginAs("staff");
  const arena = await loginAs("arenaManager");
  const urls = [
    ...["csv", "xlsx"].map((f) => `/api/reports?producer=${other.slug}&format=${f}`),
    `/api/reports?producer=${other.id}&format=csv`,
    `/api/reports/progress?producer=${other.slug}`,
  ];
  for (const url of urls) {
    expect((await anonymous.get(url, { maxRedirects: 0 })).status(), url).toBe(401);
    expect((await staff.request.get(url)).status(), url).toBe(403);
    expect((await arena.request.get(url)).status(), url).toBe(404);
  }
  await anonymous.dispose();
  // The page itself shows arena's manager only their own producer, whatever the URL asks.
  await arena.goto(`/reports?producer=${other.slug}`);
  await expect(arena.getByText(other.name)).toHaveCount(0);
  // Reports only read: every write logged meanwhile belongs to other specs' events, none to the producer's.
  expect((await upstreamWrites(request, mark, "/")).filter((r) => r.path.includes(other.id))).toEqual([]);
});
