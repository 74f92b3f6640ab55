import { test as base } from "@playwright/test";

import { startFakePalco, type FakePalco } from "./fake-palco";
import { expect } from "./fixtures";

// Issue 25 §3: a figure that needs every order (the event's sales over time) shows, behind its skeleton,
// how far an event's first read is ("página 1 de 11"), streamed while the read runs; once the orders are
// cached, later reads are incremental and show none. The fake Partner API holds each paged request
// until this test lets it through, so the progress is seen between two pages (no clock involved).
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

test("the first read of an event's orders streams its progress behind the skeleton; a cached one does not", async ({
  palco,
}) => {
  const { fake } = palco;
  const event = fake.events(3);
  const orders = `/events/${event.id}/orders`;
  fake.close();
  try {
    const res = await fetch(`${palco.server.base}/events/${event.id}/analytics`, {
      headers: { cookie: palco.cookie },
    });
    expect(res.status).toBe(200);
    // Page 1 of the orders waits at the fake: let only it through.
    await expect.poll(() => fake.heldCount(orders)).toBeGreaterThan(0);
    expect(fake.release(1, orders)).toBe(1);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let html = "";
    let progressFirst = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      html += decoder.decode(value, { stream: true });
      if (!progressFirst && PROGRESS.test(html)) {
        progressFirst = !FIGURE.test(html);
        fake.open(); // the other pages go through now
      }
    }
    expect(progressFirst).toBe(true);
    expect(html.match(PROGRESS)?.[1]).toBe("1");
    expect(html).toMatch(FIGURE);
  } finally {
    fake.open();
  }

  const warm = await fetch(`${palco.server.base}/events/${event.id}/analytics`, {
    headers: { cookie: palco.cookie },
  });
  const again = await warm.text();
  expect(again).toMatch(FIGURE);
  expect(again).not.toMatch(/data-read-progress/);
});
