import type { Page } from "@playwright/test";

import { authFile, expect, test } from "./fixtures";
import { controlPost, saleEvent, type SaleOrder } from "./orders-setup";
import { controlHeaders, partnerHeaders } from "./partner-api";
import { fitPayload, showsAsText, visitInert } from "./xss-checks";
import { XSS_PAYLOADS } from "./xss-payloads";

// Issue 25 §5 "XSS": more than 200 payloads planted through the Partner API and the sandbox in the
// plain-text fields Palco shows — an event's name, lot names, buyers' (and so holders') names and the
// tournament identity — rendered by every page of that event, with the CSP on and off (Playwright's
// bypassCSP: the page must not depend on the CSP to stay inert). Each payload, if it ran, sets
// `window.__xss` or opens a dialog.
const LOTS = XSS_PAYLOADS.slice(0, 60);
const BUYERS = XSS_PAYLOADS.slice(60, 130);
const TOURNEY = XSS_PAYLOADS.slice(130, 200);
const EVENT_NAME = XSS_PAYLOADS[200];

type Planted = { eventId: string; order: SaleOrder };

async function plant(request: Parameters<typeof saleEvent>[0]): Promise<Planted> {
  const stamp = Date.now();
  const { id: eventId } = await saleEvent(request, `XSS ${stamp}`);
  const renamed = await request.patch(`/partner/v1/events/${eventId}`, {
    headers: partnerHeaders(),
    data: { name: fitPayload(EVENT_NAME) },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  for (const name of LOTS) {
    const lot = await request.post(`/partner/v1/events/${eventId}/products`, {
      headers: partnerHeaders(),
      data: { name: fitPayload(name), amount: "10.00", maximum_quantity: 10 },
    });
    expect(lot.status(), await lot.text()).toBe(201);
  }
  const field = await request.put(`/sandbox/v1/events/${eventId}/tourney-field`, {
    headers: controlHeaders(),
    data: { enabled: true },
  });
  expect(field.status(), await field.text()).toBe(200);
  let first: SaleOrder | null = null;
  for (const [i, name] of BUYERS.entries()) {
    const tag = fitPayload(TOURNEY[i % TOURNEY.length]);
    const { order } = await controlPost<{ order: SaleOrder }>(request, "/purchase", {
      event: eventId,
      payment_method: "pix",
      buyer: { email: `xss.${stamp}.${i}@example.com`, name: fitPayload(name) },
      tourney: { user_id: `${stamp}${i}`, gamertag: tag, prefix: tag, name: tag, slug: tag },
    });
    first ??= order;
  }
  return { eventId, order: first! };
}

test("payloads in event, lot, buyer, holder and tournament fields never run, with the CSP on or off", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  expect(new Set([...LOTS, ...BUYERS, ...TOURNEY, EVENT_NAME]).size).toBeGreaterThanOrEqual(200);
  const { eventId, order } = await plant(request);
  const base = `/events/${eventId}`;
  const heading = (p: Page) => expect(p.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const pages: [string, (p: Page) => Promise<void>][] = [
    [base, (p) => showsAsText(p, fitPayload(EVENT_NAME))],
    [
      `${base}/lots`,
      async (p) => {
        await expect(p.locator("tbody tr")).toHaveCount(LOTS.length + 1);
        await showsAsText(p, fitPayload(LOTS[0]));
      },
    ],
    [
      `${base}/orders?per_page=100`,
      async (p) => {
        await expect(p.locator("tbody tr")).toHaveCount(BUYERS.length);
        await showsAsText(p, fitPayload(BUYERS[0]));
      },
    ],
    [`${base}/orders/${order.id}`, heading],
    [`${base}/door/print`, (p) => expect(p.locator("main")).toBeVisible()],
    [`${base}/door`, (p) => expect(p.getByTestId("door-row").first()).toBeVisible({ timeout: 30_000 })],
    [`${base}/door/tickets?q=xss`, heading],
    [`${base}/roster`, (p) => expect(p.getByTestId("roster-team").first()).toBeVisible()],
    [`${base}/analytics`, heading],
    [`${base}/analytics/settlement`, heading],
    [`${base}/coupons`, heading],
    ["/events?per_page=100", heading],
  ];
  for (const bypassCSP of [false, true]) {
    const context = await browser.newContext({ storageState: authFile("admin"), bypassCSP });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(`${page.url()}: ${d.message()}`);
      void d.dismiss();
    });
    for (const [path, ready] of pages) await visitInert(page, path, ready);
    expect(dialogs, `CSP ${bypassCSP ? "off" : "on"}`).toEqual([]);
    await context.close();
  }
});
