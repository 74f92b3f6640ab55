import type { APIRequestContext } from "@playwright/test";

import { expect, expectAxeClean, tableReady, test } from "./fixtures";
import { controlHeaders, freshEvent, partnerHeaders } from "./partner-api";

// Issue 23 §4: the door's Arrivals view, from the entrance list's checked_in_at. The test owns its event:
// two lots, five paid tickets, three checked in through the sandbox control API.
const ok = async <T>(res: Promise<Awaited<ReturnType<APIRequestContext["get"]>>>): Promise<T> => {
  const answer = await res;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
};
const LOT_SALE = { sell_starts_at: "2026-01-10T15:00:00Z", sell_ends_at: "2032-02-28T20:00:00Z" };

async function arrivalsEvent(api: APIRequestContext) {
  const event = await freshEvent(api, `Chegadas ${Date.now()}`, { live: true });
  const tickets: Record<string, string[]> = {};
  for (const [name, quantity] of [
    ["Pista", 3],
    ["VIP", 2],
  ] as const) {
    const lot = await ok<{ id: string }>(
      api.post(`/partner/v1/events/${event.id}/products`, {
        headers: partnerHeaders(),
        data: { name, amount: "50.00", maximum_quantity: 100, ...LOT_SALE },
      }),
    );
    const { order } = await ok<{ order: { tickets: { id: string }[] } }>(
      api.post("/sandbox/v1/purchase", {
        headers: controlHeaders(),
        data: { event: event.id, product_id: lot.id, quantity, outcome: "pay", payment_method: "pix" },
      }),
    );
    tickets[name] = order.tickets.map((t) => t.id);
  }
  for (const id of [...tickets.Pista.slice(0, 2), tickets.VIP[0]])
    await ok(api.post(`/sandbox/v1/tickets/${id}/checkin`, { headers: controlHeaders() }));
  return event;
}

test("the Arrivals view counts check-ins per lot and per quarter hour, and who has not come", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const event = await arrivalsEvent(request);
  const page = await loginAs("staff");
  await page.goto(`/events/${event.id}/door`);
  await page.getByRole("link", { name: /^(chegadas|arrivals)$/i }).click();
  await expect(page).toHaveURL(/\/door\/arrivals$/);
  await expect(page.getByRole("heading", { level: 2, name: /chegadas|arrivals/i })).toBeVisible();

  await expect(page.getByTestId("arrivals-checked-in")).toHaveText(/^3 (de|of) 5$/);
  await expect(page.getByTestId("arrivals-not-checked-in")).toHaveText("2");
  await expect(page.getByTestId("arrivals-peak")).toHaveText(/\d{2}:\d{2} \([123] (entradas?|check-ins?)\)/);
  // The event has not ended: no no-show rate yet.
  await expect(page.getByTestId("arrivals-no-show")).toHaveText(/depois do fim|after the event ends/i);

  const lots = page.getByTestId("arrivals-lots");
  await tableReady(page);
  // Lot, checked in, not checked in, tickets.
  await expect(lots.getByRole("row").filter({ hasText: "Pista" })).toContainText(/Pista\s*2\s*1\s*3/);
  await expect(lots.getByRole("row").filter({ hasText: "VIP" })).toContainText(/VIP\s*1\s*1\s*2/);

  // The chart loads after the first paint; its figures as a table on demand.
  await expect(page.getByTestId("arrivals-chart")).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("button", { name: /ver como tabela|show as table/i }).click();
  const quarters = page.getByTestId("arrivals-table");
  await expect(quarters.getByRole("table")).toBeVisible();
  const counts = await quarters.locator("tbody tr td:last-child").allTextContents();
  expect(counts.reduce((sum, c) => sum + Number(c.trim()), 0)).toBe(3);
  await expectAxeClean(page);

  // The polled route answers the same figures.
  const res = await page.request.get(`/api/events/${event.id}/door/arrivals`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ total: 5, checkedIn: 3, notCheckedIn: 2, ended: false });
});

test("a role without the door gets a 404 for the Arrivals view and a refusal from its route", async ({
  loginAs,
  playwright,
  baseURL,
}) => {
  const page = await loginAs("marketing");
  const res = await page.goto("/events/festival-de-verao-2027/door/arrivals");
  expect(res?.status()).toBe(404);
  const api = await page.request.get("/api/events/festival-de-verao-2027/door/arrivals");
  expect(api.status()).toBe(403);
  const anon = await playwright.request.newContext({ baseURL });
  const none = await anon.get("/api/events/festival-de-verao-2027/door/arrivals", { maxRedirects: 0 });
  expect([401, 403]).toContain(none.status());
  await anon.dispose();
});
