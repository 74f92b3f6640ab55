import type { APIRequestContext, APIResponse } from "@playwright/test";

import { expect, seedOutput, test } from "./fixtures";
import {
  captureAction,
  logMark,
  replay,
  upstreamWrites,
  type Captured,
  type Playwright,
  type ReplayAs,
} from "./replay";

// TESTPLAN "Server boundary" for the coupon writes: each action's real POST is captured in the browser
// (it never reaches the server), replayed without a session, as staff, through x-middleware-subrequest and
// as a manager of another producer → refused with 0 upstream writes; then replayed as marketing (allowed).
const SUBREQUEST = Array(5).fill("middleware").join(":");
const partnerHeaders = () => ({ authorization: `Bearer ${seedOutput().apiKey}` });

type Refusal = "unauthenticated" | "forbidden" | "not_found";
const REPLAYERS: [string, ReplayAs & { code?: Refusal }][] = [
  ["no session", { as: null }],
  ["no session + x-middleware-subrequest", { as: null, headers: { "x-middleware-subrequest": SUBREQUEST } }],
  ["staff", { as: "staff", code: "forbidden" }],
  [
    "staff + x-middleware-subrequest",
    { as: "staff", headers: { "x-middleware-subrequest": SUBREQUEST }, code: "forbidden" },
  ],
  ["manager of another producer", { as: "arenaManager", code: "not_found" }],
];

async function freshEvent(api: APIRequestContext, name: string): Promise<string> {
  const res = await api.post("/partner/v1/events", {
    headers: partnerHeaders(),
    data: { producer_id: "sunset-producoes", name, starts_at: "2032-07-01T23:00:00Z" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function expectRefused({ res, text }: { res: APIResponse; text: string }, label: string, code?: Refusal) {
  const got = /"ok":false,"code":"(unauthenticated|forbidden|not_found)"/.exec(text)?.[1];
  expect(res.headers()["x-action-redirect"], `${label}: no redirect`).toBeUndefined();
  expect(text, `${label}: no success`).not.toContain('"ok":true');
  if (code) expect(got, `${label}: ${text.slice(0, 200)}`).toBe(code);
  else
    expect([302, 303, 307, 401].includes(res.status()) || got, `${label}: HTTP ${res.status()}`).toBeTruthy();
}

/** Every refusal with 0 writes to `part`; then marketing's replay, which writes `writes` times. */
async function prove(
  playwright: Playwright,
  api: APIRequestContext,
  action: Captured,
  part: string,
  writes: number | null = 1,
) {
  for (const [label, who] of REPLAYERS) {
    const mark = await logMark(api);
    expectRefused(await replay(playwright, action, who), label, who.code);
    expect(await upstreamWrites(api, mark, part), `${label}: upstream writes`).toEqual([]);
  }
  const mark = await logMark(api);
  const allowed = await replay(playwright, action, { as: "marketing" });
  if (writes !== null) expect(await upstreamWrites(api, mark, part)).toHaveLength(writes);
  return allowed;
}

test("coupon create (POST): refused for everyone but coupon writers of the event's producer", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const eventId = await freshEvent(request, `Replay coupon ${Date.now()}`);
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
  const eventId = await freshEvent(request, `Replay toggle ${Date.now()}`);
  const created = await request.post(`/partner/v1/events/${eventId}/coupons`, {
    headers: partnerHeaders(),
    data: { code: "TOGGLE", discount_type: "percent", discount_value: "10" },
  });
  const coupon = (await created.json()) as { id: string };
  const page = await loginAs("marketing");
  await page.goto(`/events/${eventId}/coupons`);
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
  const eventId = await freshEvent(request, `Replay bulk ${Date.now()}`);
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
