import { parseCsv } from "./csv";
import { expect, expectAxeClean, test } from "./fixtures";
import { buy, controlPost, saleEvent } from "./orders-setup";
import { partnerHeaders } from "./partner-api";
import { logMark, upstreamWrites } from "./replay";

// Issue 23 §2: Event → Analytics → Borderô. The page renders the statement (axe clean), reconciles with
// the analytics after a refresh, and the PDF, CSV and XLSX downloads work; the route refuses callers
// without a session, roles without analytics:read and users of other producers, and writes nothing upstream.

const HOSTILE_LOT = '=HYPERLINK("http://x","lote")';

async function settledEvent(request: Parameters<typeof saleEvent>[0]) {
  const event = await saleEvent(request, `Borderô ${Date.now()}`);
  const lot = await request.post(`/partner/v1/events/${event.id}/products`, {
    headers: partnerHeaders(),
    data: { name: HOSTILE_LOT, amount: "80.00", maximum_quantity: 100 },
  });
  expect(lot.status(), await lot.text()).toBe(201);
  await buy(request, event.id, { method: "pix" });
  await buy(request, event.id, { method: "credit_card" });
  const cancelled = await buy(request, event.id, { method: "pix" });
  const cancel = await request.post(`/partner/v1/events/${event.id}/orders/${cancelled.id}/cancel`, {
    headers: partnerHeaders(),
    data: {},
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await controlPost(request, "/analytics/refresh", { event: event.id });
  return event;
}

test("the borderô renders, reconciles with the API and downloads as PDF, CSV and XLSX", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up, sign-in, three files and axe on a shared 2-core machine
  const event = await settledEvent(request);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/analytics`);
  await page.getByRole("link", { name: "Borderô (fechamento)" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/analytics/settlement$`));
  await expect(page.getByRole("heading", { name: /^Borderô de Borderô/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lotes" })).toBeVisible();
  await expect(page.getByRole("cell", { name: HOSTILE_LOT })).toBeVisible();
  await expect(page.getByText("Os totais conferem, ao centavo, com as análises da API.")).toBeVisible();
  await expect(
    page
      .getByRole("cell", { name: "Reembolso pendente" })
      .or(page.getByRole("cell", { name: "Reembolso concluído" })),
  ).toBeVisible();
  await expectAxeClean(page);

  const mark = await logMark(request);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-bordero\.pdf$/);

  const pdf = await page.request.get(`/api/events/${event.id}/settlement?format=pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const xlsx = await page.request.get(`/api/events/${event.id}/settlement?format=xlsx`);
  expect(xlsx.status()).toBe(200);
  expect(xlsx.headers()["content-type"]).toContain("spreadsheetml");
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe("PK");

  const csv = await page.request.get(`/api/events/${event.id}/settlement?format=csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const rows = parseCsv(await csv.body());
  // The section column says what the page says, in Portuguese, never the code's key.
  expect(rows[0].Seção).toBe("Cabeçalho");
  expect(rows.map((r) => r.Seção)).not.toContain("lots");
  const lots = rows.filter((r) => r.Seção === "Lotes").map((r) => r.Item);
  // A lot name someone typed comes out defused, as in every CSV the app serves.
  expect(lots).toContain(`'${HOSTILE_LOT}`);
  const gross = rows.find((r) => r.Seção === "Resumo financeiro" && r.Item === "(=) Vendas brutas");
  const analytics = await request.get(`/partner/v1/events/${event.id}/analytics`, {
    headers: partnerHeaders(),
  });
  // The amount as a pt-BR sheet reads a number: decimal comma.
  const { gross_sales } = (await analytics.json()) as { gross_sales: string };
  expect(gross?.["Coluna 2"]).toBe(gross_sales.replace(".", ","));

  expect(await upstreamWrites(request, mark, event.id)).toEqual([]);
});

test("the borderô route refuses no session, a role without analytics and another producer's user", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const event = await saleEvent(request, `Borderô recusa ${Date.now()}`);
  const mark = await logMark(request);
  const url = (format: string) => `/api/events/${event.id}/settlement?format=${format}`;
  const anonymous = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const staff = await loginAs("staff");
  const arena = await loginAs("arenaManager");
  for (const format of ["pdf", "csv", "xlsx"]) {
    expect((await anonymous.get(url(format), { maxRedirects: 0 })).status()).toBe(401);
    expect((await staff.request.get(url(format))).status()).toBe(403);
    expect((await arena.request.get(url(format))).status()).toBe(404);
  }
  await anonymous.dispose();
  await staff.goto(`/events/${event.id}/analytics/settlement`);
  await expect(staff.getByRole("heading", { name: /^Borderô de/ })).toHaveCount(0);
  await arena.goto(`/events/${event.id}/analytics/settlement`);
  await expect(arena.getByRole("heading", { name: /^Borderô de/ })).toHaveCount(0);
  expect(await upstreamWrites(request, mark, event.id)).toEqual([]);
});
