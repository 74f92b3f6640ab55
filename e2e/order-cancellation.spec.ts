import { demoLogin, expect, expectAxeClean, test } from "./fixtures";
import { buy, controlPost, saleEvent } from "./orders-setup";

// Issue 24, item 5: a cancelled order's page says who cancelled it, when and why (from Palco's audit log,
// or the bulk run that did it), and the refund's state.

test("the order page shows who cancelled, when and why, and the refund's state", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const event = await saleEvent(request, `Quem cancelou ${Date.now()}`);
  const order = await buy(request, event.id, { method: "pix" });
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders/${order.id}`);
  await page.getByRole("button", { name: /^cancelar pedido$/i }).click();
  const dialog = page.getByRole("dialog");
  const reason = "Show adiado: <b>chuva</b>";
  await dialog.getByLabel(/^motivo$/i).fill(reason);
  await dialog.getByRole("button", { name: /cancelar pedido e reembolsar/i }).click();
  await expect(page.getByText(/pedido cancelado\. o reembolso começou/i)).toBeVisible();

  await page.reload();
  const card = page.getByTestId("order-cancellation");
  await expect(card).toContainText(`Cancelado por ${demoLogin("manager").email}`);
  await expect(card).toContainText(/ em \d{1,2} de \S+ de \d{4}, \d{2}:\d{2}/);
  // Rendered as text, never as markup.
  await expect(card).toContainText(`Motivo: ${reason}`);
  await expect(card).toContainText(/reembolso em andamento/i);
  await expectAxeClean(page);

  // Staff reads the same page (orders:read) and sees the same facts.
  const staff = await loginAs("staff");
  await staff.goto(`/events/${event.id}/orders/${order.id}`);
  await expect(staff.getByTestId("order-cancellation")).toContainText(`Motivo: ${reason}`);
});

test("an order cancelled by a bulk run names the run's author and reason; one cancelled elsewhere says so", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const eventName = `Lote quem ${Date.now()}`;
  const event = await saleEvent(request, eventName);
  const bulkOrder = await buy(request, event.id, { method: "pix" });
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders`);
  await page.getByRole("button", { name: /cancelar em lote/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/motivo/i).fill("Evento cancelado");
  await dialog.getByLabel(/para confirmar, digite o nome do evento/i).fill("1");
  await dialog.getByRole("button", { name: /iniciar cancelamento em lote/i }).click();
  await expect(dialog.getByRole("status")).toContainText(/cancelamento em lote iniciado/i);

  const card = page.getByTestId("order-cancellation");
  await expect(async () => {
    await page.goto(`/events/${event.id}/orders/${bulkOrder.id}`);
    await expect(card).toContainText(/cancelamento em lote/i, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(card).toContainText(`Cancelado por ${demoLogin("manager").email}`);
  await expect(card).toContainText("Motivo: Evento cancelado");

  // Cancelled straight through the platform (the sandbox's control API): no record in Palco, said plainly.
  const outside = await buy(request, event.id, { method: "pix" });
  await controlPost(request, `/orders/${outside.id}/cancel`, {});
  await page.goto(`/events/${event.id}/orders/${outside.id}`);
  await expect(card).toContainText(/fora do palco/i);
});
