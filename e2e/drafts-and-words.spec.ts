import { expect, expectAxeClean, tableReady, test } from "./fixtures";
import { addLot, freshEvent, soldOutEvent } from "./lots-api";

// Issue 24, items 9 and 14: a draft's lots are not "à venda", and words a producer reads instead of jargon.

test("a draft's lots say they are not on sale, on the Lots tab and the overview", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const draft = await freshEvent(request, `Rascunho ${Date.now()}`);
  await addLot(request, draft.id, { name: "Pista aberta", amount: "50.00", maximum_quantity: 10 });
  const page = await loginAs("manager");
  await page.goto(`/events/${draft.id}/lots`);
  await tableReady(page);
  const row = page.getByRole("row", { name: /Pista aberta/ });
  await expect(row).toContainText("Rascunho — não está à venda");
  await expect(row).not.toContainText(/^À venda$/);
  // No dates on either side: said in words, not "De sem data de início até sem data de fim".
  await expect(row).toContainText(/sem janela de venda/i);
  await expect(row).not.toContainText(/sem data de início/i);
  await page.goto(`/events/${draft.id}/lots?show=on_sale`);
  await expect(page.getByRole("row", { name: /Pista aberta/ })).toHaveCount(0);
  await page.goto(`/events/${draft.id}`);
  await expect(page.getByText(/rascunho — nenhum à venda até o evento ir ao ar/i)).toBeVisible();
  await expect(page.getByText(/1 à venda agora/i)).toHaveCount(0);
  await expectAxeClean(page);

  // The same lot on a live event is on sale.
  const live = await freshEvent(request, `No ar ${Date.now()}`, { live: true });
  await addLot(request, live.id, { name: "Pista aberta", amount: "50.00", maximum_quantity: 10 });
  await page.goto(`/events/${live.id}/lots`);
  await tableReady(page);
  await expect(page.getByRole("row", { name: /Pista aberta/ })).toContainText(/à venda/i);
  await page.goto(`/events/${live.id}`);
  await expect(page.getByText(/1 à venda agora/i)).toBeVisible();
});

test("a negative price is told it must be positive, inline and in the lot form", async ({
  loginAs,
  request,
}) => {
  const event = await freshEvent(request, `Preço negativo ${Date.now()}`);
  await addLot(request, event.id, { name: "Meia", amount: "40.00", maximum_quantity: 10 });
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/lots`);
  await tableReady(page);
  const row = page.getByRole("row", { name: /Meia/ });
  await row.getByRole("button", { name: /editar preço de meia/i }).click();
  const price = row.getByRole("textbox", { name: /novo preço/i });
  await price.fill("-10");
  await price.press("Enter");
  await expect(row.getByText(/o valor deve ser positivo/i)).toBeVisible();
  await expect(row.getByText(/até duas casas decimais/i)).toHaveCount(0);
  await price.press("Escape");

  await page.getByRole("button", { name: /novo lote/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^nome$/i).fill("Inteira");
  await dialog.getByLabel(/^preço/i).fill("-10");
  await dialog.getByLabel(/^quantidade máxima/i).fill("10");
  await dialog.getByRole("button", { name: /criar lote/i }).click();
  await expect(dialog.getByText(/o valor deve ser positivo/i)).toBeVisible();
});

test("the virada says what each step does; the API request waits behind details", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const { event } = await soldOutEvent(request, `Virada palavras ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/lots`);
  await tableReady(page);
  await page.getByRole("button", { name: /virar lote 1º lote/i }).click();
  const dialog = page.getByRole("dialog");
  const steps = dialog.getByRole("list", { name: /alterações da virada/i }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("1º lote deixa de vender a partir de agora");
  await expect(steps.nth(1)).toContainText("2º lote volta a aparecer na página pública");
  await expect(dialog.getByText(/PATCH \/products/).first()).toBeHidden();
  await steps
    .nth(0)
    .getByText(/detalhes técnicos/i)
    .click();
  await expect(steps.nth(0).getByText(/PATCH \/products\/[0-9a-f-]{36} \{"sell_ends_at":/)).toBeVisible();
  await expectAxeClean(page);
});

test("admins read which setting turns e-mail on", async ({ loginAs }) => {
  const admin = await loginAs("admin");
  await admin.goto("/settings/notifications");
  await expect(admin.getByText(/o envio de e-mails está desligado/i)).toContainText("SMTP_URL");
});
