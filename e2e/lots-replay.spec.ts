import { expect, tableReady, test } from "./fixtures";
import { apiLot, apiLots, freshEvent, soldOutEvent } from "./lots-api";
import {
  captureAction,
  MARKETING,
  NO_SESSION,
  OTHER_PRODUCER,
  proveRefused,
  replayAllowed,
  STAFF,
  type Captured,
  type Playwright,
} from "./replay";

// TESTPLAN "Server boundary" for the Lots tab's writes: each action's real POST is captured in the browser
// (aborted before the server sees it), replayed with no session, as staff and marketing (no lots:write)
// and as a manager limited to another producer → refused, with 0 upstream writes to the event's products;
// the manager's own replay then writes exactly once, proving the capture was a working request.
async function proveRefusals(
  playwright: Playwright,
  api: Parameters<typeof proveRefused>[1],
  action: Captured,
  part: string,
) {
  await proveRefused(playwright, api, action, [NO_SESSION, STAFF, MARKETING, OTHER_PRODUCER], part);
  const manager = await replayAllowed(playwright, api, action, "manager", part);
  expect(manager.text).toContain('"ok":true');
  expect(manager.writes, "the manager's replay writes exactly once").toHaveLength(1);
  return manager.writes[0];
}

test("lot create (POST): refused for everyone but lot writers of the event's producer", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, `Replay lot create ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/lots`);
  await tableReady(page);
  await page.getByRole("button", { name: /novo lote|new lot/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^(nome|name)$/i).fill("Replay");
  await dialog.getByLabel(/^(preço|price)/i).fill("10,00");
  await dialog.getByLabel(/^(quantidade máxima|maximum quantity)/i).fill("5");
  const action = await captureAction(page, () =>
    dialog.getByRole("button", { name: /criar lote|create lot/i }).click(),
  );
  expect(await apiLots(request, event.id), "the captured create never reached the server").toEqual([]);
  const write = await proveRefusals(playwright, request, action, `/events/${event.id}/products`);
  expect(write).toMatchObject({ method: "POST", status: 201 });
  expect((await apiLots(request, event.id)).map((l) => l.name)).toEqual(["Replay"]);
});

test("inline price (PATCH) and a virada step (PATCH): refused for everyone but lot writers", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const { event, first } = await soldOutEvent(request, `Replay lot edit ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/lots`);
  await tableReady(page);
  const row = page.getByRole("row", { name: /1º lote/ });
  await row.getByRole("button", { name: /editar preço de 1º lote|edit price of 1º lote/i }).click();
  await row.getByRole("textbox", { name: /novo preço|new price/i }).fill("81,00");
  const price = await captureAction(page, () =>
    row.getByRole("button", { name: /salvar preço|save price/i }).click(),
  );
  const priceWrite = await proveRefusals(playwright, request, price, `/products/${first.id}`);
  expect(priceWrite).toMatchObject({ method: "PATCH", status: 200 });
  expect((await apiLot(request, event.id, first.id)).amount).toBe("81.00");

  await page.reload();
  await tableReady(page);
  await page.getByRole("button", { name: /virar lote 1º lote|turn lot 1º lote/i }).click();
  const step = await captureAction(page, () =>
    page
      .getByRole("dialog")
      .getByRole("button", { name: /aplicar|apply/i })
      .click(),
  );
  expect(
    (await apiLot(request, event.id, first.id)).sell_ends_at,
    "the captured step never reached the server",
  ).toBe(null);
  const stepWrite = await proveRefusals(playwright, request, step, `/products/${first.id}`);
  expect(stepWrite).toMatchObject({ method: "PATCH", status: 200 });
  expect(Date.parse((await apiLot(request, event.id, first.id)).sell_ends_at!)).toBeLessThanOrEqual(
    Date.now(),
  );
});
