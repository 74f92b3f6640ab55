import { parseCsv } from "./csv";
import { expect, expectAxeClean, test } from "./fixtures";
import { buy, controlPost, resaleOrder, saleEvent, sandboxToday } from "./orders-setup";
import { partnerHeaders } from "./partner-api";

// Issue 9, the Orders tab: filters in the URL, the order page, cancel (with the refund completing once the
// sandbox's clock moves), the resale refusal shown verbatim, bulk cancel with its outcome CSV, streamed
// exports parsed back, and staff reading without cancel. Every test makes its own event.
const rows = (page: import("@playwright/test").Page) => page.getByRole("table").locator("tbody tr");

/** The event's paid orders, straight from the Partner API. */
async function paidOrders(api: import("@playwright/test").APIRequestContext, eventId: string) {
  const res = await api.get(`/partner/v1/events/${eventId}/orders?payment_status=paid&per_page=100`, {
    headers: partnerHeaders(),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { amount: string }[] }).data;
}

/** Cents as pt-BR shows them, without the currency sign (its space is a no-break one): 1.234,50. */
const brl = (cents: number) =>
  `${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${String(cents % 100).padStart(2, "0")}`;

test("manager filters orders by status and date and opens one", async ({ loginAs, request }) => {
  test.slow(); // data set-up, sign-ins and axe on a shared 2-core machine
  const event = await saleEvent(request, `Pedidos filtro ${Date.now()}`);
  await buy(request, event.id);
  await buy(request, event.id, { method: "credit_card" });
  const pending = await buy(request, event.id, { outcome: "pending" });
  const today = await sandboxToday(request);

  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}`);
  await page.getByRole("link", { name: /^pedidos$/i }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/orders$`));
  await expect(rows(page)).toHaveCount(3);
  await expectAxeClean(page);

  const filters = page.getByRole("navigation", { name: /filtrar pedidos/i });
  await filters.getByRole("link", { name: /^pendente$/i }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(pending.buyer.email);

  await page.getByLabel(/criados desde/i).fill(today.next);
  await page.getByRole("button", { name: /^filtrar$/i }).click();
  await expect(page).toHaveURL(new RegExp(`since=${today.next}`));
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByText(/nenhum pedido com estes filtros/i)).toBeVisible();

  await page.getByLabel(/criados desde/i).fill(today.day);
  await page.getByRole("button", { name: /^filtrar$/i }).click();
  await expect(rows(page)).toHaveCount(1);
  await filters.getByRole("link", { name: /^pago$/i }).click();
  await expect(page).toHaveURL(new RegExp(`status=paid&since=${today.day}`));
  await expect(rows(page)).toHaveCount(2);

  await rows(page).first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/orders/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { name: /^pedido de /i })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(/R\$\s?\d/);
  await expect(page.getByText(/^pago$/i).first()).toBeVisible();
  await expectAxeClean(page);
});

test("manager cancels a paid order with a reason and sees the refund complete after the clock moves", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up, sign-ins and axe on a shared 2-core machine
  const event = await saleEvent(request, `Pedidos cancelar ${Date.now()}`);
  const order = await buy(request, event.id, { method: "pix" });
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders/${order.id}`);
  await page.getByRole("button", { name: /^cancelar pedido$/i }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(/reembolso começa/i);
  const reason = "Show adiado: <b>chuva</b>";
  await dialog.getByLabel(/^motivo$/i).fill(reason);
  await expect(dialog.getByText(`${reason.length} de 500 caracteres`)).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole("button", { name: /cancelar pedido e reembolsar/i }).click();
  await expect(page.getByText(/pedido cancelado\. o reembolso começou/i)).toBeVisible();
  await expect(page.getByTestId("order-refund")).toContainText(/reembolso em andamento/i);
  await expect(page.getByRole("button", { name: /^cancelar pedido$/i })).toHaveCount(0);

  // PIX refunds complete within a minute of sandbox time.
  await controlPost(request, "/clock/advance", { duration: "2m" });
  await page.reload();
  await expect(page.getByTestId("order-refund")).toContainText(/reembolso concluído/i);
});

test("cancelling a resale order shows the API's refusal verbatim and changes nothing", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up, sign-ins and axe on a shared 2-core machine
  const event = await saleEvent(request, `Pedidos revenda ${Date.now()}`);
  const resale = await resaleOrder(request, await buy(request, event.id));
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders/${resale.id}`);
  await page.getByRole("button", { name: /^cancelar pedido$/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /cancelar pedido e reembolsar/i }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "A API recusou o cancelamento: Resale orders cannot be cancelled",
  );
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByTestId("order-refund")).toContainText(/nenhum reembolso/i);
  await expect(page.getByRole("button", { name: /^cancelar pedido$/i })).toBeVisible();
});

test("bulk cancel of a filtered set: one refusal, the outcome CSV, and the refund that needs attention", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up, sign-ins and axe on a shared 2-core machine
  const eventName = `Pedidos lote ${Date.now()}`;
  const event = await saleEvent(request, eventName);
  const pix = await buy(request, event.id, { method: "pix" });
  const card = await buy(request, event.id, { method: "credit_card" });
  const gateway = await buy(request, event.id, { method: "gateway" });
  const resale = await resaleOrder(request, pix);
  const pending = await buy(request, event.id, { outcome: "pending" });
  const today = await sandboxToday(request);

  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders?since=${today.day}`);
  await page.getByRole("button", { name: /cancelar em lote/i }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(/já cancelados são ignorados/i);
  // Issue 24: the count and the refund, per payment method, before anything is typed.
  const paid = await paidOrders(request, event.id);
  const total = paid.reduce((sum, o) => sum + Math.round(Number(o.amount) * 100), 0);
  const summary = dialog.getByTestId("bulk-summary");
  await expect(summary).toContainText(`${paid.length} pedidos pagos serão cancelados`);
  await expect(summary).toContainText(brl(total));
  for (const method of [/^PIX/, /^Cartão de crédito/, /^Gateway/]) {
    await expect(summary.getByRole("listitem").filter({ hasText: method }).first()).toBeVisible();
  }
  const start = dialog.getByRole("button", { name: /iniciar cancelamento em lote/i });
  await dialog.getByLabel(/motivo/i).fill("Evento cancelado pela produtora");
  await expect(start).toBeDisabled();
  const confirm = dialog.getByLabel(/para confirmar, digite o nome do evento/i);
  await confirm.fill("outro evento");
  await expect(start).toBeDisabled();
  await confirm.fill(eventName.toUpperCase());
  await expect(start).toBeEnabled();
  await expect(start).toHaveAccessibleName(new RegExp(`${paid.length} pedidos`));
  await expectAxeClean(page);
  await start.click();
  await expect(dialog.getByRole("status")).toContainText(/cancelamento em lote iniciado/i);
  await dialog.getByRole("link", { name: /ver tarefas/i }).click();
  await expect(page).toHaveURL(/\/jobs$/);

  // Several bulk runs may be listed: ours is the one whose outcomes name our orders.
  const runs = page.getByRole("row").filter({ hasText: /cancelamento em lote de pedidos/i });
  await expect(runs.first()).toBeVisible();
  let outcomes: Record<string, string>[] = [];
  await expect(async () => {
    await page.reload();
    for (const row of await runs.all()) {
      const href = await row.getByRole("link", { name: /csv/i }).getAttribute("href");
      if (!href) continue;
      const text = await (await page.request.get(href)).text();
      if (!text.includes(resale.id)) continue;
      // One refusal: the run is not a plain green "Concluída".
      await expect(row.getByText(/^concluída com 1 falha$/i)).toBeVisible({ timeout: 1_000 });
      outcomes = parseCsv(text);
    }
    expect(outcomes).toHaveLength(4);
  }).toPass({ timeout: 90_000 });
  await expectAxeClean(page);

  const byOrder = new Map(outcomes.map((o) => [o.Item, o]));
  expect(byOrder.has(pending.id), "a pending order is not part of the run").toBe(false);
  expect(byOrder.get(resale.id)).toMatchObject({
    Status: "Falhou",
    Detalhe: "Recusado pela API de parceiros: Resale orders cannot be cancelled",
  });
  expect(byOrder.get(pix.id)).toMatchObject({
    Status: "Concluído",
    Detalhe: "Pedido cancelado; Reembolso em andamento",
  });
  expect(byOrder.get(card.id)).toMatchObject({
    Status: "Concluído",
    Detalhe: "Pedido cancelado; Reembolso em andamento",
  });
  expect(byOrder.get(gateway.id)).toMatchObject({
    Status: "Concluído",
    Detalhe: "Pedido cancelado; Reembolso exige ação manual",
  });

  await page.goto(`/events/${event.id}/orders?view=attention`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(gateway.buyer.email);
  await expect(rows(page).first()).toContainText(/reembolso exige ação manual/i);
  await expectAxeClean(page);
});

test("orders CSV streams and parses back; staff's has no contact data and no cancel", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up, sign-ins and axe on a shared 2-core machine
  const event = await saleEvent(request, `Pedidos "CSV", ação ${Date.now()}`);
  const email = `csv.${Date.now()}@example.com`;
  const first = await buy(request, event.id, { email });
  await buy(request, event.id, { method: "credit_card" });

  const manager = await loginAs("manager");
  await manager.goto(`/events/${event.id}/orders`);
  await manager.getByText(/exportar csv/i).click();
  const href = await manager.getByRole("link", { name: /uma linha por item/i }).getAttribute("href");
  const perOrder = await manager.getByRole("link", { name: /uma linha por pedido/i }).getAttribute("href");
  const download = manager.waitForEvent("download");
  await manager.getByRole("link", { name: /uma linha por pedido/i }).click();
  expect((await download).suggestedFilename()).toMatch(/-orders-order\.csv$/);

  const res = await manager.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const body = await res.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const items = parseCsv(body);
  expect(items).toHaveLength(2);
  expect(Object.keys(items[0])).toEqual(
    expect.arrayContaining(["ID do pedido", "E-mail do comprador", "Produto"]),
  );
  expect(items.find((r) => r["ID do pedido"] === first.id)).toMatchObject({
    "E-mail do comprador": email,
    Produto: "Pista",
    Quantidade: "1",
    "Preço unitário (R$)": "120,00",
    "Status do pagamento": "Pago",
  });
  const orders = parseCsv(await (await manager.request.get(perOrder!)).body());
  expect(orders).toHaveLength(2);

  const staff = await loginAs("staff");
  const staffCsv = parseCsv(await (await staff.request.get(href!)).body());
  expect(staffCsv).toHaveLength(2);
  expect(Object.keys(staffCsv[0])).not.toContain("E-mail do comprador");
  expect(Object.keys(staffCsv[0])).not.toContain("Documento do comprador");
  expect(Object.keys(staffCsv[0]).join()).not.toMatch(/documento/i);
  expect(JSON.stringify(staffCsv)).not.toContain(email);

  await staff.goto(`/events/${event.id}/orders`);
  await expect(rows(staff)).toHaveCount(2);
  await expect(staff.getByRole("button", { name: /cancelar em lote/i })).toHaveCount(0);
  await staff.goto(`/events/${event.id}/orders/${first.id}`);
  await expect(staff.getByRole("heading", { name: /^pedido de /i })).toBeVisible();
  await expect(staff.getByText(/documentos mascarados/i)).toBeVisible();
  await expect(staff.getByRole("button", { name: /cancelar pedido/i })).toHaveCount(0);
  await expectAxeClean(staff);
});

test("exports need a session and answer 404 outside the user's producers", async ({ request, loginAs }) => {
  test.slow(); // data set-up, sign-ins and axe on a shared 2-core machine
  const event = await saleEvent(request, `Pedidos escopo ${Date.now()}`);
  expect((await request.get(`/api/events/${event.id}/exports/orders`)).status()).toBe(401);
  const marketing = await loginAs("marketing");
  expect((await marketing.request.get(`/api/events/${event.id}/exports/orders`)).status()).toBe(403);
  const arena = await loginAs("arenaManager");
  expect((await arena.request.get(`/api/events/${event.id}/exports/tickets`)).status()).toBe(404);
});
