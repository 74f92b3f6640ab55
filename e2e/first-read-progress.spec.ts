import { test as base } from "@playwright/test";

import { startFakePalco, type FakePalco } from "./fake-palco";
import { expect } from "./fixtures";

// Issue 25 §3: a figure that reads many pages of orders (the event's sales over time, the lots' pace, the
// borderô, the coupons' uses, the producer overview's sparklines) shows behind its skeleton how far the read is ("página 1 de 11"), streamed
// while it runs; once an event's orders are cached, later reads are incremental and show none. The fake Partner API holds each
// paged request until this test lets it through, so the progress is seen between two pages (no clock).
const test = base.extend<object, { palco: FakePalco }>({
  palco: [
    async ({ browser }, use) => {
      const { palco, close } = await startFakePalco(
        browser,
        { PARTNER_LIST_MAX_ITEMS: "1000" },
        { holdMs: 60_000 },
      );
      await use(palco);
      await close();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});
test.describe.configure({ mode: "serial", timeout: 120_000 });

// Rendered HTML only (the RSC payload and the page's messages hold the same words).
const PROGRESS = /data-read-progress=""><p>Lendo pedidos… página (\d+) de 11<\/p>/;
const FIGURE = /data-partial=""/;

/**
 * GETs `pathname` while every paged read of the event's orders waits at the fake; lets page 1 through,
 * reads the stream until the progress shows, then lets the rest through and reads to the end.
 * `eventId` null: any event's orders (the producer overview's), its paged events list let through first.
 */
async function streamWithProgress(
  palco: FakePalco,
  eventId: string | null,
  pathname: string,
  { progress = PROGRESS, figure = FIGURE } = {},
) {
  const { fake } = palco;
  const orders = eventId ? `/events/${eventId}/orders` : "/orders";
  fake.close();
  try {
    const res = await fetch(palco.server.base + pathname, { headers: { cookie: palco.cookie } });
    expect(res.status).toBe(200);
    // Page 1 of the orders waits at the fake: let only it through (and, for the overview, the events list).
    const held = () => {
      if (!eventId) fake.release(Infinity, "/events");
      return fake.heldCount(orders);
    };
    await expect.poll(held, { intervals: [100], timeout: 60_000 }).toBeGreaterThan(0);
    expect(fake.release(1, orders)).toBe(1);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let html = "";
    let progressFirst = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      html += decoder.decode(value, { stream: true });
      if (!progressFirst && progress.test(html)) {
        progressFirst = !figure.test(html);
        fake.open(); // the other pages go through now
      }
    }
    return { html, progressFirst };
  } finally {
    fake.open();
  }
}

test("the first read of an event's orders streams its progress behind the skeleton; a cached one does not", async ({
  palco,
}) => {
  const event = palco.fake.events(3);
  const { html, progressFirst } = await streamWithProgress(palco, event.id, `/events/${event.id}/analytics`);
  expect(progressFirst).toBe(true);
  expect(html.match(PROGRESS)?.[1]).toBe("1");
  expect(html).toMatch(FIGURE);

  const warm = await fetch(`${palco.server.base}/events/${event.id}/analytics`, {
    headers: { cookie: palco.cookie },
  });
  const again = await warm.text();
  expect(again).toMatch(FIGURE);
  expect(again).not.toMatch(/data-read-progress/);
});

test("the lots' sales pace streams the progress of its read of the week's orders", async ({ palco }) => {
  const event = palco.fake.events(4);
  const { html, progressFirst } = await streamWithProgress(palco, event.id, `/events/${event.id}/lots`);
  expect(progressFirst).toBe(true);
  expect(html.match(PROGRESS)?.[1]).toBe("1");
  expect(html).toMatch(FIGURE);
});

test("the borderô streams the progress of its read of the event's orders behind its skeleton", async ({
  palco,
}) => {
  const event = palco.fake.events(6);
  const { html, progressFirst } = await streamWithProgress(
    palco,
    event.id,
    `/events/${event.id}/analytics/settlement`,
  );
  expect(progressFirst).toBe(true);
  expect(html.match(PROGRESS)?.[1]).toBe("1");
  expect(html).toMatch(FIGURE);
  expect(html).toMatch(/<div id="settlement"[\s\S]*<table/);
});

test("the coupons' uses stream the progress of the event's first read of its paid orders", async ({
  palco,
}) => {
  const event = palco.fake.events(7);
  const { html, progressFirst } = await streamWithProgress(palco, event.id, `/events/${event.id}/coupons`);
  expect(progressFirst).toBe(true);
  expect(html.match(PROGRESS)?.[1]).toBe("1");
  expect(html).toMatch(FIGURE);
  expect(html).toContain("SEMFIM10");
});

// Last: it reads the paid orders of the overview's first 25 events (none of the events above among them).
test("the producer overview's sparklines stream their events' first reads in their cells; cached ones do not", async ({
  palco,
}) => {
  // A table cell shows the bar and "1/11"; the sentence is its title and accessible name.
  const progress = /data-read-progress="" title="Lendo pedidos… página (\d+) de 11"/;
  const sparkline = /Vendas por dia de Festival Sem Fim \d+:/;
  const pathname = "/analytics?per_page=25"; // 25 sparklines, not the default 100
  const { html, progressFirst } = await streamWithProgress(palco, null, pathname, {
    progress,
    figure: sparkline,
  });
  expect(progressFirst).toBe(true);
  expect(html.match(progress)?.[1]).toBe("1");
  expect(html).toMatch(sparkline);

  const warm = await fetch(palco.server.base + pathname, { headers: { cookie: palco.cookie } });
  const again = await warm.text();
  expect(again).toMatch(sparkline);
  expect(again).not.toMatch(/data-read-progress/);
});
