import { test as base, type APIRequestContext, type Page } from "@playwright/test";

import { parseCsv, ptBrTimeMs } from "./csv";
import { expect, loginThroughForm } from "./fixtures";
import { startOwnPalco, type OwnPalco } from "./own-palco";

// Issue 21: with DISPLAY_TZ=America/Manaus every page and export shows Manaus time. This project starts
// its own Palco (the prebuilt dist, a freshly seeded data dir, the embedded sandbox) with that zone; the
// browser runs in Tokyo, so nothing may come from the browser's clock either. The expected texts are
// computed here without a zone database: Manaus is UTC−4 all year (no daylight saving since 1994).
const MANAUS_OFFSET_MS = -4 * 3_600_000;
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;

type Palco = Pick<OwnPalco, "server" | "seed" | "adminToken">;

const test = base.extend<object, { palco: Palco }>({
  palco: [
    async ({}, use) => {
      const own = await startOwnPalco({
        label: "tz",
        env: () => ({ DISPLAY_TZ: "America/Manaus" }),
      });
      await use({ server: own.server, seed: own.seed, adminToken: own.adminToken });
      await own.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});
test.describe.configure({ mode: "serial" });

/** "1 de set. de 2032, 19:30": pt-BR medium date and short time of the wall clock at `offsetMs`. */
function wallClock(iso: string, offsetMs: number): string {
  const shifted = Date.parse(iso) + offsetMs;
  return new Intl.DateTimeFormat("pt-BR", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(shifted);
}

type Sale = { eventId: string; lotId: string; orderId: string; ticketId: string };
const EVENT_STARTS = "2032-09-01T23:30:00Z";
const LOT_SALE = { sell_starts_at: "2026-01-10T15:00:00Z", sell_ends_at: "2032-09-01T20:00:00Z" };

/** A live event with one lot on sale and one paid order, through the Partner and control APIs. */
async function sale(api: APIRequestContext, palco: Palco): Promise<Sale> {
  const partner = { authorization: `Bearer ${palco.seed.apiKey}` };
  const control = { authorization: `Bearer ${palco.adminToken}` };
  const ok = async <T>(res: Promise<Awaited<ReturnType<APIRequestContext["get"]>>>): Promise<T> => {
    const answer = await res;
    expect(answer.status(), await answer.text()).toBeLessThan(300);
    return (await answer.json()) as T;
  };
  const me = await ok<{ producers: { id: string }[] }>(api.get("/partner/v1/me", { headers: partner }));
  const event = await ok<{ id: string }>(
    api.post("/partner/v1/events", {
      headers: partner,
      data: { producer_id: me.producers[0].id, name: `Manaus ${Date.now()}`, starts_at: EVENT_STARTS },
    }),
  );
  await ok(api.patch(`/partner/v1/events/${event.id}`, { headers: partner, data: { status: "live" } }));
  const lot = await ok<{ id: string }>(
    api.post(`/partner/v1/events/${event.id}/products`, {
      headers: partner,
      data: { name: "Pista", amount: "120.00", maximum_quantity: 100, ...LOT_SALE },
    }),
  );
  const { order } = await ok<{ order: { id: string; tickets: { id: string }[] } }>(
    api.post("/sandbox/v1/purchase", {
      headers: control,
      data: { event: event.id, quantity: 1, outcome: "pay", payment_method: "pix" },
    }),
  );
  return { eventId: event.id, lotId: lot.id, orderId: order.id, ticketId: order.tickets[0].id };
}

/** The visible text of the page's main content, spaces made plain. */
async function mainText(page: Page): Promise<string> {
  return (await page.locator("main").innerText()).replace(/\s+/g, " ");
}

test("pages and the door CSV show Manaus time, not São Paulo's or the browser's", async ({
  browser,
  palco,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: palco.server.base,
    locale: "pt-BR",
    timezoneId: "Asia/Tokyo",
  });
  const page = await context.newPage();
  const admin = palco.seed.users.find((u) => u.role === "admin")!;
  await loginThroughForm(page, admin);
  const made = await sale(context.request, palco);
  const partner = { authorization: `Bearer ${palco.seed.apiKey}` };

  // The event page: its start.
  await page.goto(`/events/${made.eventId}`);
  await expect(page.locator("main")).toContainText(wallClock(EVENT_STARTS, MANAUS_OFFSET_MS));
  expect(await mainText(page)).not.toContain(wallClock(EVENT_STARTS, SAO_PAULO_OFFSET_MS));

  // The lots tab: the sale window of the lot.
  await page.goto(`/events/${made.eventId}/lots`);
  for (const at of [LOT_SALE.sell_starts_at, LOT_SALE.sell_ends_at])
    await expect(page.locator("main")).toContainText(wallClock(at, MANAUS_OFFSET_MS));
  expect(await mainText(page)).not.toContain(wallClock(LOT_SALE.sell_starts_at, SAO_PAULO_OFFSET_MS));

  // The order page: when the order was created and paid.
  const orderRes = await context.request.get(`/partner/v1/events/${made.eventId}/orders/${made.orderId}`, {
    headers: partner,
  });
  expect(orderRes.status(), await orderRes.text()).toBe(200);
  const order = (await orderRes.json()) as { created_at: string; paid_at: string };
  await page.goto(`/events/${made.eventId}/orders/${made.orderId}`);
  for (const at of [order.created_at, order.paid_at])
    await expect(page.locator("main")).toContainText(wallClock(at, MANAUS_OFFSET_MS));

  // The door list CSV: the check-in time of the ticket.
  const checkin = await context.request.post(`/sandbox/v1/tickets/${made.ticketId}/checkin`, {
    headers: { authorization: `Bearer ${palco.adminToken}` },
  });
  expect(checkin.status(), await checkin.text()).toBe(200);
  const { checked_in_at } = (await checkin.json()) as { checked_in_at: string };
  const csv = await context.request.get(`/api/events/${made.eventId}/door/csv`);
  expect(csv.status()).toBe(200);
  const rows = parseCsv(await csv.text());
  const row = rows.find((r) => r["ID do ingresso"] === made.ticketId);
  // Manaus wall-clock time to the second, the zone named in the header.
  expect(ptBrTimeMs(row!["Entrada em (America/Manaus)"], "-04:00")).toBe(
    Math.floor(Date.parse(checked_in_at) / 1000) * 1000,
  );
  await context.close();
});
