import { expect, expectAxeClean, tableReady, test } from "./fixtures";
import { buy, saleEvent } from "./orders-setup";

// Issue 24, item 6: one order can be looked up on the Orders tab, by the buyer's e-mail (through the
// tickets search) or by the short code the door's ticket search shows; the code is a column.

const rows = (page: import("@playwright/test").Page) => page.getByRole("table").locator("tbody tr");
const code = (id: string) => id.slice(0, 8).toUpperCase();

test("the Orders tab finds an order by e-mail and by its short code, and shows the code", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up and a sign-in on a shared 2-core machine
  const event = await saleEvent(request, `Pedidos busca ${Date.now()}`);
  const stamp = Date.now();
  const first = await buy(request, event.id, { email: `busca.a.${stamp}@example.com` });
  const second = await buy(request, event.id, { email: `busca.b.${stamp}@example.com` });
  await buy(request, event.id, { method: "credit_card" });

  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders`);
  await tableReady(page);
  await expect(rows(page)).toHaveCount(3);
  // The short code column, as the door's ticket search prints it.
  await expect(page.getByRole("columnheader", { name: /^código$/i })).toBeVisible();
  await expect(rows(page).filter({ hasText: code(first.id) })).toHaveCount(1);

  const search = page.getByRole("searchbox", { name: /buscar pedido/i });
  await search.fill(first.buyer.email);
  await page.getByRole("button", { name: /^buscar$/i }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(first.buyer.email);
  await expectAxeClean(page);

  // The code as read at the door (any case, with or without "#").
  await page.getByRole("searchbox", { name: /buscar pedido/i }).fill(`#${code(second.id).toLowerCase()}`);
  await page.getByRole("button", { name: /^buscar$/i }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(second.buyer.email);
  await expect(rows(page).first()).toContainText(code(second.id));

  // Nothing found: the filtered empty state, and a way back to every order.
  await page.getByRole("searchbox", { name: /buscar pedido/i }).fill("ninguém-com-este-nome");
  await page.getByRole("button", { name: /^buscar$/i }).click();
  await expect(page.getByText(/nenhum pedido com estes filtros/i)).toBeVisible();
  await page.getByRole("link", { name: /limpar busca/i }).click();
  await expect(rows(page)).toHaveCount(3);

  // The order's page names its code too.
  await page.goto(`/events/${event.id}/orders/${second.id}`);
  await expect(page.getByRole("heading", { name: new RegExp(code(second.id)) })).toBeVisible();
});
