import { expect, expectAxeClean, tableReady, test } from "./fixtures";
import { addLot, apiLot, apiLots, buy, freshEvent, soldOutEvent } from "./lots-api";

// Lots tab journeys (issue 8, "Lots"). Texts match pt-BR (the default) or English.
const LOTS_HEADING = /ritmo de vendas|sales pace/i;

test("manager creates a lot, edits its price inline and hides it", async ({ loginAs, request }) => {
  test.slow();
  const event = await freshEvent(request, `E2E Lotes ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/lots`);
  await tableReady(page);
  await expect(page.getByRole("link", { name: /^(lotes|lots)$/i })).toHaveAttribute("aria-current", "page");
  await expectAxeClean(page);

  await page.getByRole("button", { name: /novo lote|new lot/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^(nome|name)$/i).fill("Lote E2E");
  await dialog.getByLabel(/^(preço|price)/i).fill("120,50");
  await dialog.getByLabel(/^(quantidade máxima|maximum quantity)/i).fill("100");
  await expectAxeClean(page);
  await dialog.getByRole("button", { name: /criar lote|create lot/i }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: /Lote E2E/ });
  await expect(row).toContainText(/R\$\s?120,50/);
  const [created] = await apiLots(request, event.id);
  expect(created).toMatchObject({ name: "Lote E2E", amount: "120.50", maximum_quantity: 100, hidden: false });

  // Inline price: the new price shows at once and is what the API holds afterwards.
  await row.getByRole("button", { name: /editar preço de lote e2e|edit price of lote e2e/i }).click();
  const price = row.getByRole("textbox", { name: /novo preço|new price/i });
  await price.fill("99,90");
  await price.press("Enter");
  await expect(row).toContainText(/R\$\s?99,90/);
  await expect.poll(async () => (await apiLot(request, event.id, created.id)).amount).toBe("99.90");

  // Hide it: the switch flips, the API agrees, and the hidden filter lists it.
  await row.getByRole("switch", { name: /ocultar lote e2e|hide lote e2e/i }).check();
  await expect.poll(async () => (await apiLot(request, event.id, created.id)).hidden).toBe(true);
  await page.getByRole("link", { name: /^(ocultos|hidden)$/i }).click();
  await expect(page).toHaveURL(/show=hidden/);
  await expect(page.getByRole("row", { name: /Lote E2E/ })).toBeVisible();
  await expectAxeClean(page);
});

test("a refused edit shows the reason beside its field and keeps what was typed", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, `E2E Lotes 422 ${Date.now()}`, { live: true });
  const lot = await addLot(request, event.id, { name: "Pista", amount: "50.00", maximum_quantity: 10 });
  await buy(request, event.id, lot.id, 4);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/lots`);
  await tableReady(page);
  await page.getByRole("button", { name: /editar pista|edit pista/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^(nome|name)$/i).fill("Pista renomeada");
  const maximum = dialog.getByLabel(/^(quantidade máxima|maximum quantity)/i);
  await maximum.fill("2");
  await dialog.getByRole("button", { name: /salvar alterações|save changes/i }).click();

  await expect(maximum).toHaveAttribute("aria-invalid", "true");
  const errorId = (await maximum.getAttribute("aria-describedby"))!.split(" ").pop();
  await expect(dialog.locator(`#${errorId}`)).toHaveText(/4/);
  await expect(maximum).toHaveValue("2");
  await expect(dialog.getByLabel(/^(nome|name)$/i)).toHaveValue("Pista renomeada");
  await expectAxeClean(page);
  expect(await apiLot(request, event.id, lot.id)).toMatchObject({ name: "Pista", maximum_quantity: 10 });
});

test("the virada on a sold-out lot puts the next lot on sale", async ({ loginAs, request }) => {
  test.slow();
  const { event, first, next } = await soldOutEvent(request, `E2E Virada ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/lots`);
  await tableReady(page);
  await expect(page.getByRole("row", { name: /1º lote/ })).toContainText(/esgotado|sold out/i);
  await page.getByRole("button", { name: /virar lote 1º lote|turn lot 1º lote/i }).click();
  const dialog = page.getByRole("dialog");
  const steps = dialog
    .getByRole("list", { name: /alterações da virada|turnover changes/i })
    .getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText(/encerrar a venda de 1º lote|end the sale of 1º lote/i);
  await expect(steps.nth(1)).toContainText(/mostrar 2º lote|show 2º lote/i);
  await expect(steps.nth(2)).toContainText(/iniciar a venda de 2º lote|start the sale of 2º lote/i);
  await expectAxeClean(page);
  await dialog.getByRole("button", { name: /aplicar 3|apply 3/i }).click();
  await expect(steps.filter({ hasText: /aplicada|applied/i })).toHaveCount(3);
  await dialog
    .getByRole("button", { name: /^(fechar|close)$/i })
    .first()
    .click();

  await expect(page.getByRole("row", { name: /2º lote/ })).toContainText(/à venda|on sale/i);
  const after = await apiLot(request, event.id, next.id);
  expect(after.hidden).toBe(false);
  expect(Date.parse(after.sell_starts_at!)).toBeLessThanOrEqual(Date.now());
  expect(Date.parse((await apiLot(request, event.id, first.id)).sell_ends_at!)).toBeLessThanOrEqual(
    Date.now(),
  );
});

test("marketing and staff see the lots without any write control", async ({ loginAs, request }) => {
  test.slow();
  const event = await freshEvent(request, `E2E Lotes leitura ${Date.now()}`, { live: true });
  const lot = await addLot(request, event.id, { name: "Arquibancada", amount: "70.00", maximum_quantity: 5 });
  await buy(request, event.id, lot.id, 5);
  for (const role of ["marketing", "staff"] as const) {
    const page = await loginAs(role);
    await page.goto(`/events/${event.id}/lots`);
    const row = page.getByRole("row", { name: /Arquibancada/ });
    await expect(row).toContainText(/R\$\s?70,00/);
    await expect(page.getByRole("note").filter({ hasText: /não alterá-los|not change them/i })).toBeVisible();
    await expect(page.getByRole("button", { name: /novo lote|new lot/i })).toHaveCount(0);
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(row.getByRole("switch")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: LOTS_HEADING })).toBeVisible();
    await expectAxeClean(page);
  }
});

test("the sales pace shows each lot's velocity and forecast", async ({ loginAs, request }) => {
  test.slow();
  const event = await freshEvent(request, `E2E Ritmo ${Date.now()}`, { live: true });
  const selling = await addLot(request, event.id, { name: "Rápido", amount: "10.00", maximum_quantity: 20 });
  await addLot(request, event.id, { name: "Parado", amount: "10.00", maximum_quantity: 20 });
  await buy(request, event.id, selling.id, 6);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/lots`);
  const pace = page.getByRole("listitem").filter({ hasText: /velocidade|\/h/ });
  await expect(page.getByRole("heading", { name: LOTS_HEADING })).toBeVisible();
  await expect(pace.filter({ hasText: "Rápido" })).toContainText(/esgota|sells out/i);
  await expect(pace.filter({ hasText: "Parado" })).toContainText(/sem previsão|no forecast/i);
  await expect(page.getByRole("img", { name: /Rápido.*6/ })).toBeVisible();
  await expectAxeClean(page);
});
