import { expect, expectAxeClean, test } from "./fixtures";
import { controlPost, saleEvent, type SaleOrder } from "./orders-setup";
import { openPalette } from "./palette";
import { partnerHeaders } from "./partner-api";

// Issue 23 §1: the command palette. ⌘K / Ctrl+K opens it where the user is; it finds an event, a buyer
// and a ticket's order by a fragment of the holder's document, runs an action, offers staff only what
// staff may do, and Esc puts focus back where it was.

test("⌘K finds an event, a buyer and a ticket's order by document fragment, and runs an action", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up, sign-in, the palette's first load and axe on a shared 2-core machine
  const stamp = Date.now();
  const event = await saleEvent(request, `Paleta ${stamp}`);
  const name = `Zuleica Paleta ${stamp}`;
  const { order } = await controlPost<{ order: SaleOrder }>(request, "/purchase", {
    event: event.id,
    payment_method: "pix",
    buyer: { email: `paleta.${stamp}@example.com`, name },
  });
  const full = await request.get(`/partner/v1/events/${event.id}/orders/${order.id}`, {
    headers: partnerHeaders(),
  });
  const cpf = ((await full.json()) as { items: { holders: { document_cpf: string | null }[] }[] }).items[0]
    .holders[0].document_cpf;
  expect(cpf, "the seeded event asks for a CPF").toBeTruthy();
  const fragment = cpf!.replace(/\D/g, "").slice(3, 9);

  const page = await loginAs("admin");
  await page.goto(`/events/${event.id}/orders`);
  const ordersTab = page.getByRole("link", { name: "Pedidos", exact: true }).first();
  await ordersTab.focus();

  let { dialog, input } = await openPalette(page);
  await input.fill(`Paleta ${stamp}`);
  await expect(dialog.getByRole("option", { name: new RegExp(`^Paleta ${stamp}`) })).toBeVisible();
  await expectAxeClean(page);

  await input.fill(name);
  const buyers = dialog.getByRole("group", { name: "Compradores" });
  await expect(buyers.getByRole("option", { name: new RegExp(name) })).toBeVisible();

  // Esc closes it and focus is back on the tab that had it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(ordersTab).toBeFocused();

  ({ dialog, input } = await openPalette(page));
  await input.fill(fragment);
  const tickets = dialog.getByRole("group", { name: "Ingressos e pedidos deste evento" });
  await expect(tickets.getByRole("option", { name: new RegExp(name) })).toBeVisible();
  await tickets.getByRole("option", { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));

  ({ dialog, input } = await openPalette(page));
  await input.fill("Novo evento");
  await expect(dialog.getByRole("option", { name: "Novo evento", exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/events\/new$/);

  // The pick is remembered for this user.
  ({ dialog } = await openPalette(page));
  await expect(dialog.getByRole("group", { name: "Recentes" }).getByRole("option").first()).toBeVisible();
});

test("staff is offered no action it cannot take", async ({ loginAs, request }) => {
  test.slow();
  const event = await saleEvent(request, `Paleta staff ${Date.now()}`);
  const page = await loginAs("staff");
  await page.goto(`/events/${event.id}/orders`);
  await page.getByRole("button", { name: "Busca rápida" }).click();
  const dialog = page.getByRole("dialog", { name: "Busca rápida" });
  await expect(dialog.getByRole("option", { name: "Pedidos deste evento", exact: true })).toBeVisible();
  await expect(
    dialog.getByRole("option", { name: "Exportar pedidos deste evento (CSV)", exact: true }),
  ).toBeVisible();
  for (const forbidden of [
    "Novo evento",
    "Virar lote",
    "Novo cupom",
    "Borderô deste evento",
    "Webhooks",
    "Análises",
  ])
    await expect(dialog.getByRole("option", { name: forbidden, exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Busca rápida" })).toBeFocused();
});

test("the palette's search route refuses other producers' events and bad queries", async ({
  loginAs,
  request,
}) => {
  const event = await saleEvent(request, `Paleta rota ${Date.now()}`);
  expect((await request.get(`/api/palette?kind=events`)).status()).toBe(401);
  const arena = await loginAs("arenaManager");
  expect((await arena.request.get(`/api/palette?kind=tickets&q=abc&event=${event.id}`)).status()).toBe(404);
  expect((await arena.request.get(`/api/palette?kind=orders&q=abc`)).status()).toBe(400);
  expect((await arena.request.get(`/api/palette?kind=buyers&q=a`)).status()).toBe(400);
  const events = (await (await arena.request.get(`/api/palette?kind=events`)).json()) as {
    hits: { id: string }[];
  };
  expect(events.hits.map((h) => h.id)).not.toContain(event.id);
});
