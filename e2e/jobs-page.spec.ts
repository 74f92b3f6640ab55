import type { Locator } from "@playwright/test";

import { expect, expectAxeClean, test } from "./fixtures";
import { buy, resaleOrder, saleEvent } from "./orders-setup";

// Issue 24, item 11: a run names what it worked on, has its own page (progress, who started it, each
// outcome in the user's language with the order's short code, buyer and reason), Palco's own runs are
// behind a filter, and counts follow plural rules.

const code = (id: string) => id.slice(0, 8).toUpperCase();
const MAINTENANCE = /manutenção/i;

/**
 * Fills the bulk cancel dialog and starts the run. The typed confirmation (the event's name) is always
 * asked, but only once the dialog has read what it will cancel: waited for, never counted at once.
 */
async function startBulkCancel(dialog: Locator, eventName: string) {
  await dialog.getByLabel(/motivo/i).fill("Evento adiado");
  await dialog.getByRole("textbox", { name: /digite/i }).fill(eventName);
  await dialog.getByRole("button", { name: /iniciar cancelamento em lote/i }).click();
  await expect(dialog.getByRole("status")).toContainText(/cancelamento em lote iniciado/i);
}

test("a bulk cancel run names its event and has a page with readable outcomes", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up, a job run and axe on a shared 2-core machine
  const name = `Tarefas página ${Date.now()}`;
  const event = await saleEvent(request, name);
  const paid = await buy(request, event.id, { method: "pix" });
  const resale = await resaleOrder(request, paid);

  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders`);
  await page.getByRole("button", { name: /cancelar em lote/i }).click();
  await startBulkCancel(page.getByRole("dialog"), name);

  // The list names the run's event, and the run links to its page.
  await page.goto("/jobs");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/events/${event.id}`);
  await row.getByRole("link", { name: "Cancelamento em lote de pedidos", exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/cancelamento em lote de pedidos/i);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByText("manager@palco.demo")).toBeVisible();

  // It refreshes itself until the run ends: one order cancelled, the resale refused.
  const outcomes = page.getByRole("table").locator("tbody tr");
  await expect(outcomes).toHaveCount(2, { timeout: 90_000 });
  const refused = outcomes.filter({ hasText: code(resale.id) });
  await expect(refused).toContainText(/falhou/i);
  await expect(refused).toContainText(/recusado pela api de parceiros: resale orders cannot be cancelled/i);
  await expect(refused).toContainText(resale.buyer.name ?? resale.buyer.email);
  const cancelled = outcomes.filter({ hasText: code(paid.id) });
  await expect(cancelled).toContainText(/pedido cancelado; reembolso em andamento/i);
  await expect(cancelled).toContainText(paid.buyer.name ?? paid.buyer.email);
  // Plural rules: one of each, never "1 concluídos".
  await expect(page.getByText(/^1 concluído · 1 com falha · 2 itens no total$/)).toBeVisible();
  await expectAxeClean(page);
});

test("Palco's own runs are behind a filter; a run out of reach is not found", async ({ loginAs }) => {
  const page = await loginAs("admin");
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/tarefas/i);
  await expect(page.getByText(/tarefas automáticas do palco .* estão ocultas/i)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: MAINTENANCE })).toHaveCount(0);
  await page.getByRole("link", { name: /mostrar tarefas automáticas/i }).click();
  const maintenance = page.getByRole("row").filter({ hasText: MAINTENANCE }).first();
  await expect(maintenance).toBeVisible({ timeout: 30_000 });
  await maintenance.getByRole("link", { name: "Manutenção", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MAINTENANCE);
  await expect(page.getByText(/palco \(automática\)/i)).toBeVisible();
  const href = new URL(page.url()).pathname;

  // Staff never sees a system run: its page is the not-found page (streamed, so read, not the status).
  const staff = await loginAs("staff");
  await staff.goto(href);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(/página não encontrada/i);
  await staff.goto("/jobs/not-a-uuid");
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(/página não encontrada/i);
});
