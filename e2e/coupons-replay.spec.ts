import type { APIRequestContext } from "@playwright/test";

import { expect, tableReady, test } from "./fixtures";
import { freshEvent, partnerHeaders } from "./partner-api";
import {
  captureAction,
  NO_SESSION,
  OTHER_PRODUCER,
  proveRefused,
  replayAllowed,
  STAFF,
  SUBREQUEST,
  type Caller,
  type Captured,
  type Playwright,
} from "./replay";

// TESTPLAN "Server boundary" for the coupon writes: each action's real POST is captured in the browser
// (it never reaches the server), replayed without a session, as staff, through x-middleware-subrequest and
// as a manager of another producer → refused with 0 upstream writes; then replayed as marketing (allowed).
const CALLERS: Caller[] = [
  NO_SESSION,
  ["no session + x-middleware-subrequest", { as: null, headers: { "x-middleware-subrequest": SUBREQUEST } }],
  STAFF,
  [
    "staff + x-middleware-subrequest",
    { as: "staff", headers: { "x-middleware-subrequest": SUBREQUEST }, code: "forbidden" },
  ],
  OTHER_PRODUCER,
];

/** Every refusal with 0 writes to `part`; then marketing's replay, which writes `writes` times. */
async function prove(
  playwright: Playwright,
  api: APIRequestContext,
  action: Captured,
  part: string,
  writes: number | null = 1,
) {
  await proveRefused(playwright, api, action, CALLERS, part);
  const allowed = await replayAllowed(playwright, api, action, "marketing", part);
  if (writes !== null) expect(allowed.writes).toHaveLength(writes);
  return allowed;
}

test("coupon create (POST): refused for everyone but coupon writers of the event's producer", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const { id: eventId } = await freshEvent(request, `Replay coupon ${Date.now()}`);
  const page = await loginAs("marketing");
  await page.goto(`/events/${eventId}/coupons/new`);
  await page.getByLabel(/^(código|code)$/i).fill("REPLAY5");
  await page.getByLabel(/^(desconto|discount)$/i).fill("5");
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: /criar cupom|create coupon/i }).click(),
  );
  const allowed = await prove(playwright, request, action, `/events/${eventId}/coupons`);
  expect(allowed.res.headers()["x-action-redirect"]).toMatch(new RegExp(`/events/${eventId}/coupons`));
  const list = (await (
    await request.get(`/partner/v1/events/${eventId}/coupons`, { headers: partnerHeaders() })
  ).json()) as { data: { code: string }[] };
  expect(list.data.map((c) => c.code)).toEqual(["REPLAY5"]);
});

test("coupon deactivate (PATCH {active}): refused for everyone but coupon writers", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const { id: eventId } = await freshEvent(request, `Replay toggle ${Date.now()}`);
  const created = await request.post(`/partner/v1/events/${eventId}/coupons`, {
    headers: partnerHeaders(),
    data: { code: "TOGGLE", discount_type: "percent", discount_value: "10" },
  });
  const coupon = (await created.json()) as { id: string };
  const page = await loginAs("marketing");
  await page.goto(`/events/${eventId}/coupons`);
  await tableReady(page);
  await page.getByRole("button", { name: /desativar|deactivate/i }).click();
  const action = await captureAction(page, () =>
    page
      .getByRole("alertdialog")
      .getByRole("button", { name: /^(desativar|deactivate)$/i })
      .click(),
  );
  const allowed = await prove(playwright, request, action, `/coupons/${coupon.id}`);
  expect(allowed.text).toContain('"ok":true');
});

test("bulk codes (queues a job): refused replays queue nothing", async ({ loginAs, playwright, request }) => {
  test.slow();
  const { id: eventId } = await freshEvent(request, `Replay bulk ${Date.now()}`);
  const prefix = `RPL${Date.now().toString(36).toUpperCase()}`;
  const page = await loginAs("marketing");
  await page.goto(`/events/${eventId}/coupons/bulk`);
  await page.getByLabel(/^(prefixo|prefix)$/i).fill(prefix);
  await page.getByLabel(/^(quantidade|how many)$/i).fill("3");
  await page.getByLabel(/^(desconto|discount)$/i).fill("10");
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: /gerar códigos|generate codes/i }).click(),
  );
  // The writes happen later, in the job: none may come from a refused replay, so exactly one run exists.
  const allowed = await prove(playwright, request, action, `/events/${eventId}/coupons`, null);
  expect(allowed.res.headers()["x-action-redirect"]).toMatch(/bulk=/);
  await page.goto(`/events/${eventId}/coupons`);
  await expect(page.locator("[data-job-id]")).toHaveCount(1);
  await expect(page.locator("[data-job-id]").getByText(/^(concluída|succeeded)$/i)).toBeVisible({
    timeout: 60_000,
  });
  const list = (await (
    await request.get(`/partner/v1/events/${eventId}/coupons`, { headers: partnerHeaders() })
  ).json()) as { data: { code: string }[] };
  expect(list.data.filter((c) => c.code.startsWith(`${prefix}-`))).toHaveLength(3);
});
