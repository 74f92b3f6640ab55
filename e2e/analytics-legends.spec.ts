import type { Locator, Page } from "@playwright/test";

import { expect, expectAxeClean, test } from "./fixtures";
import { buy, controlPost, saleEvent } from "./orders-setup";
import { partnerHeaders } from "./partner-api";

// Issue 24, item 7: the per-lot chart's legend shows each lot's colour (the swatch is the colour of its
// bars), and the payment methods' labels never sit on top of each other, on a laptop and on a phone.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Computed colours (rgb(…)) of the elements a locator matches, for one CSS property. */
const colours = (locator: Locator, property: "fill" | "backgroundColor") =>
  locator.evaluateAll(
    (els, prop) => els.map((el) => getComputedStyle(el)[prop as "fill" | "backgroundColor"]),
    property,
  );

async function expectNoOverlap(labels: Locator) {
  const boxes = (await labels.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  )) as Box[];
  expect(boxes.length).toBeGreaterThan(1);
  for (const [i, a] of boxes.entries()) {
    expect(a.width, `label ${i} has a size`).toBeGreaterThan(0);
    for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), JSON.stringify({ a, b })).toBe(false);
  }
}

async function openAnalytics(page: Page, eventId: string) {
  await page.goto(`/events/${eventId}/analytics?range=all`);
  await expect(page.getByTestId("methods-chart").locator("svg.recharts-surface")).toBeVisible();
}

test("the per-lot legend shows each lot's colour; payment-method labels never overlap at 1366 and 390 px", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const event = await saleEvent(request, `Legendas ${Date.now()}`);
  const lot = await request.post(`/partner/v1/events/${event.id}/products`, {
    headers: partnerHeaders(),
    data: { name: "Camarote com open bar e estacionamento", amount: "480.00", maximum_quantity: 100 },
  });
  expect(lot.status(), await lot.text()).toBe(201);
  const camarote = (await lot.json()) as { id: string };
  await buy(request, event.id, { method: "pix" });
  await buy(request, event.id, { method: "credit_card" });
  await buy(request, event.id, { method: "gateway_pix" });
  await controlPost(request, "/purchase", {
    event: event.id,
    product_id: camarote.id,
    payment_method: "gateway",
    outcome: "pay",
  });
  await controlPost(request, "/analytics/refresh", { event: event.id });

  const page = await loginAs("manager");
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAnalytics(page, event.id);

  // Tickets per lot: one legend entry per lot, each swatch the colour of that lot's bars.
  await page.getByRole("button", { name: /ingressos por lote|tickets per lot/i }).click();
  const chart = page.getByTestId("sales-chart");
  const legend = page.getByTestId("chart-legend");
  await expect(legend.locator("li")).toHaveCount(2);
  expect((await legend.locator("li").allInnerTexts()).sort()).toEqual([
    "Camarote com open bar e estacionamento",
    "Pista",
  ]);
  const series = chart.locator(".recharts-bar");
  await expect(series).toHaveCount(2);
  const swatches = await colours(legend.getByTestId("legend-swatch"), "backgroundColor");
  for (const [i, swatch] of swatches.entries()) {
    expect(swatch).toMatch(/^rgb\(/);
    const bars = await colours(series.nth(i).locator(".recharts-bar-rectangle path"), "fill");
    expect(bars.length, `lot ${i} has bars`).toBeGreaterThan(0);
    for (const bar of bars) expect(bar).toBe(swatch);
  }
  expect(new Set(swatches).size, "two lots, two colours").toBe(2);

  // Payment methods: four methods, a swatch per slice in the slice's colour, labels apart.
  const items = page.getByTestId("methods-legend-item");
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText(/pix/i);
  const slices = await colours(
    page.getByTestId("methods-chart").locator(".recharts-pie-sector path"),
    "fill",
  );
  expect(
    await colours(page.getByTestId("methods-legend").getByTestId("legend-swatch"), "backgroundColor"),
  ).toEqual(slices);
  await expectNoOverlap(items.locator("span"));
  await expectNoOverlap(items);
  await expectAxeClean(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await openAnalytics(page, event.id);
  await expect(items).toHaveCount(4);
  await expectNoOverlap(items.locator("span"));
  await expectNoOverlap(items);
  // Every label inside the card, none cut by the viewport.
  for (const box of await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(390);
  }
});
