import { csvHeader, parseCsv } from "./csv";
import { demoLogin, expect, expectAxeClean, tableReady, test } from "./fixtures";
import { buy, saleEvent } from "./orders-setup";
import { partnerHeaders } from "./partner-api";

// Issue 24, item 12: one rule for documents. Masked on every page (the order page and the orders list too,
// for managers as well); revealing one is an audited action; an export with documents says so first.

type PartnerOrder = { buyer: { document: string | null } };

test("a manager sees documents masked, reveals one (audited), and the CSV says it holds documents", async ({
  loginAs,
  request,
}) => {
  test.slow(); // data set-up, two sign-ins and axe on a shared 2-core machine
  const event = await saleEvent(request, `Documentos ${Date.now()}`);
  const order = await buy(request, event.id);
  const res = await request.get(`/partner/v1/events/${event.id}/orders/${order.id}`, {
    headers: partnerHeaders(),
  });
  const document = ((await res.json()) as PartnerOrder).buyer.document;
  expect(document, "the sandbox buyer has a document").toBeTruthy();

  const manager = await loginAs("manager");
  await manager.goto(`/events/${event.id}/orders`);
  await tableReady(manager);
  await expect(manager.locator("main")).not.toContainText(document!);

  await manager.goto(`/events/${event.id}/orders/${order.id}`);
  const shown = manager.getByTestId("document-buyer");
  await expect(shown).toBeVisible();
  await expect(shown).not.toHaveText(document!);
  await expect(shown).toHaveText(new RegExp(`${document!.slice(-2)}$`));
  await expect(manager.locator("main")).not.toContainText(document!);
  await expectAxeClean(manager);

  await manager.getByRole("button", { name: /revelar documento: documento$/i }).click();
  await expect(shown).toHaveText(document!);
  await manager.reload();
  await expect(manager.getByTestId("document-buyer")).not.toHaveText(document!);
  await expect(manager.getByTestId("document-reveals")).toContainText(
    new RegExp(`documento revelado por ${demoLogin("manager").email.replace(/[.+]/g, "\\$&")}`, "i"),
  );

  await manager.goto(`/events/${event.id}/orders`);
  await manager.getByText(/exportar csv/i).click();
  const href = await manager.getByRole("link", { name: /uma linha por pedido/i }).getAttribute("href");
  const text = await (await manager.request.get(href!)).text();
  // The header (the first line) says the file holds documents; each row gives the legal basis.
  expect(csvHeader(text)).toMatch(/contém documentos/i);
  const rows = parseCsv(text);
  expect(rows[0]["Documento do comprador"]).toBe(document);
  expect(rows[0]["Aviso: contém documentos (CPF/RG)"]).toMatch(/base legal: LGPD art\. 7, V/);

  const staff = await loginAs("staff");
  await staff.goto(`/events/${event.id}/orders/${order.id}`);
  await expect(staff.getByTestId("document-buyer")).not.toHaveText(document!);
  await expect(staff.getByRole("button", { name: /revelar/i })).toHaveCount(0);
  const staffText = await (await staff.request.get(href!)).text();
  expect(csvHeader(staffText)).not.toMatch(/documento/i);
  expect(staffText).not.toContain(document!);
});
