import { expect, test } from "./fixtures";
import { buy, saleEvent } from "./orders-setup";
import { partnerHeaders } from "./partner-api";
import {
  captureAction,
  MARKETING,
  NO_SESSION,
  OTHER_PRODUCER,
  proveRefused,
  replayAllowed,
  STAFF,
} from "./replay";

// TESTPLAN "Server boundary" for issue 9's writes: the cancel and bulk-cancel actions, captured in the
// manager's browser and replayed without a session, as staff, as marketing and as a manager of another
// producer → refused, with 0 upstream writes in the sandbox's request log. The manager's own replay of
// the cancel writes exactly once (the replay itself works).
const REFUSED = [NO_SESSION, STAFF, MARKETING, OTHER_PRODUCER];

test("a captured cancel replayed without a session, as staff, marketing or another producer's manager → 0 cancels", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow(); // data set-up, sign-ins and axe on a shared 2-core machine
  const event = await saleEvent(request, `Replay cancelar ${Date.now()}`);
  const order = await buy(request, event.id);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders/${order.id}`);
  await page.getByRole("button", { name: /^cancelar pedido$/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^motivo$/i).fill("Replay");
  const action = await captureAction(page, () =>
    dialog.getByRole("button", { name: /cancelar pedido e reembolsar/i }).click(),
  );

  await proveRefused(playwright, request, action, REFUSED, `/orders/${order.id}`);
  const manager = await replayAllowed(playwright, request, action, "manager", `/orders/${order.id}`);
  expect(manager.text).toContain('"ok":true');
  expect(manager.writes.map((w) => [w.method, w.status])).toEqual([["POST", 200]]);
});

test("a captured bulk-cancel start replayed by anyone but a writer of that producer starts nothing", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow(); // data set-up, sign-ins and axe on a shared 2-core machine
  const eventName = `Replay lote ${Date.now()}`;
  const event = await saleEvent(request, eventName);
  const order = await buy(request, event.id);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders`);
  await page.getByRole("button", { name: /cancelar em lote/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/para confirmar, digite o nome do evento/i).fill(eventName);
  const action = await captureAction(page, () =>
    dialog.getByRole("button", { name: /iniciar cancelamento em lote/i }).click(),
  );
  // Each refusal is the action's answer before anything is queued: no cancel of this event's order.
  await proveRefused(playwright, request, action, REFUSED, `/orders/${order.id}`);
  const now = await request.get(`/partner/v1/events/${event.id}/orders/${order.id}`, {
    headers: partnerHeaders(),
  });
  expect(((await now.json()) as { payment_status: string }).payment_status).toBe("paid");
});

test("the bulk-cancel preview route answers only writers of the event's producer, and reads nothing else", async ({
  loginAs,
  playwright,
  request,
}) => {
  const event = await saleEvent(request, `Preview lote ${Date.now()}`);
  await buy(request, event.id);
  await buy(request, event.id, { method: "credit_card" });
  const path = `/api/events/${event.id}/orders/bulk-preview`;

  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await anonymous.get(path, { maxRedirects: 0 })).status()).toBe(401);
  await anonymous.dispose();
  for (const role of ["staff", "marketing"] as const) {
    const page = await loginAs(role);
    expect((await page.request.get(path)).status(), role).toBe(403);
  }
  // arena@palco.demo is limited to arena-norte: this event (another producer's) answers like a missing one.
  const arena = await loginAs("arenaManager");
  expect((await arena.request.get(path)).status()).toBe(404);

  const manager = await loginAs("manager");
  const own = await manager.request.get(path);
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ count: 2, byMethod: expect.arrayContaining([expect.anything()]) });
});

test("an order's document reveal replayed without a session, as staff, marketing or another producer's manager is refused", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow(); // data set-up and five replays on a shared 2-core machine
  const event = await saleEvent(request, `Replay revelar ${Date.now()}`);
  const order = await buy(request, event.id);
  const detail = (await (
    await request.get(`/partner/v1/events/${event.id}/orders/${order.id}`, { headers: partnerHeaders() })
  ).json()) as { buyer: { document: string } };
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders/${order.id}`);
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: /revelar documento: documento$/i }).click(),
  );
  await proveRefused(playwright, request, action, REFUSED, `/orders/${order.id}`);
  const manager = await replayAllowed(playwright, request, action, "manager", `/orders/${order.id}`);
  expect(manager.text).toContain(detail.buyer.document);
  expect(manager.writes).toEqual([]);
});
