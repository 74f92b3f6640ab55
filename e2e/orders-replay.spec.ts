import type { APIResponse } from "@playwright/test";

import { expect, seedOutput, test } from "./fixtures";
import { buy, saleEvent } from "./orders-setup";
import { captureAction, logMark, replay, upstreamWrites, type ReplayAs } from "./replay";

// TESTPLAN "Server boundary" for issue 9's writes: the cancel and bulk-cancel actions, captured in the
// manager's browser and replayed without a session, as staff, as marketing and as a manager of another
// producer → refused, with 0 upstream writes in the sandbox's request log. The manager's own replay of
// the cancel writes exactly once (the replay itself works).
type Who = ReplayAs & { label: string; code?: string };
const REFUSED: Who[] = [
  { label: "no session", as: null },
  { label: "staff", as: "staff", code: "forbidden" },
  { label: "marketing", as: "marketing", code: "forbidden" },
  { label: "manager of another producer", as: "arenaManager", code: "not_found" },
];

function expectRefused({ res, text }: { res: APIResponse; text: string }, who: Who) {
  expect(text, `${who.label}: no success`).not.toContain('"ok":true');
  const code = /"ok":false,"code":"(\w+)"/.exec(text)?.[1];
  const why = `${who.label}: HTTP ${res.status()} ${text.slice(0, 200)}`;
  if (who.code) expect(code, why).toBe(who.code);
  else expect([302, 303, 307, 401].includes(res.status()) || code === "unauthenticated", why).toBeTruthy();
}

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

  for (const who of REFUSED) {
    const mark = await logMark(request);
    expectRefused(await replay(playwright, action, who), who);
    expect(
      await upstreamWrites(request, mark, `/orders/${order.id}`),
      `${who.label}: upstream writes`,
    ).toEqual([]);
  }
  const mark = await logMark(request);
  const manager = await replay(playwright, action, { as: "manager" });
  expect(manager.text).toContain('"ok":true');
  const writes = await upstreamWrites(request, mark, `/orders/${order.id}`);
  expect(writes.map((w) => [w.method, w.status])).toEqual([["POST", 200]]);
});

test("a captured bulk-cancel start replayed by anyone but a writer of that producer starts nothing", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow(); // data set-up, sign-ins and axe on a shared 2-core machine
  const event = await saleEvent(request, `Replay lote ${Date.now()}`);
  const order = await buy(request, event.id);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/orders`);
  await page.getByRole("button", { name: /cancelar em lote/i }).click();
  const dialog = page.getByRole("dialog");
  const action = await captureAction(page, () =>
    dialog.getByRole("button", { name: /iniciar cancelamento em lote/i }).click(),
  );
  const mark = await logMark(request);
  for (const who of REFUSED) expectRefused(await replay(playwright, action, who), who);

  // Each refusal is the action's answer before anything is queued: no cancel of this event's order.
  expect(await upstreamWrites(request, mark, `/orders/${order.id}`)).toEqual([]);
  const now = await request.get(`/partner/v1/events/${event.id}/orders/${order.id}`, {
    headers: { authorization: `Bearer ${seedOutput().apiKey}` },
  });
  expect(((await now.json()) as { payment_status: string }).payment_status).toBe("paid");
});
