import { expect, expectAxeClean, test } from "./fixtures";
import { buy, controlPost, resaleOrder, saleEvent } from "./orders-setup";
import { partnerHeaders } from "./partner-api";

// Issue 24, item 7: the cards (the API's analytics) and the sales chart (every paid order) count a resale
// order differently; the chart says so where it shows, with the resale orders it counts.

test("the sales chart says it counts resale orders the cards leave out", async ({ loginAs, request }) => {
  test.slow();
  const event = await saleEvent(request, `Revenda análise ${Date.now()}`);
  const first = await buy(request, event.id, { method: "pix" });
  await buy(request, event.id, { method: "credit_card" });
  await resaleOrder(request, first);
  await controlPost(request, "/analytics/refresh", { event: event.id });
  const res = await request.get(`/partner/v1/events/${event.id}/analytics`, { headers: partnerHeaders() });
  const analytics = (await res.json()) as { resale: { sold_count: number } | null };
  expect(analytics.resale?.sold_count, "the API counts the resale").toBe(1);

  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/analytics`);
  const note = page.getByTestId("sales-resale-note");
  await expect(note).toContainText(/inclui 1 pedido de revenda/i);
  await expect(note).toContainText(/os cartões acima não/i);
  await expectAxeClean(page);
});
