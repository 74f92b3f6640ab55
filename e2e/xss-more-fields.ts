import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";

import { csvText } from "./csv";
import { authFile, expect } from "./fixtures";
import { controlPost, type SaleOrder } from "./orders-setup";
import { keyProducers, partnerHeaders } from "./partner-api";
import { expectInert, fitPayload, showsAsText, visitInert } from "./xss-checks";
import { XSS_PAYLOADS } from "./xss-payloads";

// Issue 25 §5 "XSS", the fields e2e/xss-fields.spec.ts leaves out: buyer notes, tags, coupon names and
// codes, webhook endpoint URLs (webhooks page), rejected deliveries in the delivery console, a Partner
// API 422 that echoes the payload beside a field, and the live sale toast naming an event and a lot —
// with the CSP on and off. Each payload, if it ran, sets `window.__xss` or opens a dialog. The CSVs that
// carry these fields (orders with the coupon code, the audit log with the notes and URLs) are defused.
const COUPONS = XSS_PAYLOADS.slice(0, 60);
const NOTES = XSS_PAYLOADS.slice(60, 130);
const URLS = XSS_PAYLOADS.slice(130, 170);
const DELIVERIES = XSS_PAYLOADS.slice(170, 200);
const ECHOED = XSS_PAYLOADS.slice(200, 210);
const PRINTABLE = /^[\x20-\x7e]*$/;
// Looked up by their text on the page: payloads without a tab, which a page shows as a space.
const [EVENT_NAME, LOT_NAME, TAG] = XSS_PAYLOADS.slice(210).filter((p) => PRINTABLE.test(p));
const FORMULA_LED = /^[=+\-@\t\r]/;

type Planted = {
  eventId: string;
  buyerId: string;
  producer: { id: string; slug: string };
  endpointIds: string[];
  couponCode: string;
};

async function ok(res: Awaited<ReturnType<APIRequestContext["post"]>>, status: number) {
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

/** Event, lot, coupons, a sale with a coupon, hidden webhook endpoints and rejected deliveries. */
async function plant(api: APIRequestContext): Promise<Planted> {
  const stamp = Date.now().toString(36);
  const producer = (await keyProducers(api)).find((p) => p.slug !== "arena-norte")!;
  const headers = partnerHeaders();
  const { id: eventId } = (await ok(
    await api.post("/partner/v1/events", {
      headers,
      data: { producer_id: producer.id, name: fitPayload(EVENT_NAME), starts_at: "2032-03-01T23:00:00Z" },
    }),
    201,
  )) as { id: string };
  await ok(await api.patch(`/partner/v1/events/${eventId}`, { headers, data: { status: "live" } }), 200);
  await ok(
    await api.post(`/partner/v1/events/${eventId}/products`, {
      headers,
      data: { name: fitPayload(LOT_NAME), amount: "10.00", maximum_quantity: 100 },
    }),
    201,
  );
  for (const [i, name] of COUPONS.entries()) {
    await ok(
      await api.post(`/partner/v1/events/${eventId}/coupons`, {
        headers,
        data: {
          code: `X${stamp}${i}`,
          name: fitPayload(name),
          discount_type: "percent",
          discount_value: "5",
        },
      }),
      201,
    );
  }
  // A code may start with "-": a spreadsheet would read it as a formula unless the CSV defuses it.
  const couponCode = `-${stamp}`;
  await ok(
    await api.post(`/partner/v1/events/${eventId}/coupons`, {
      headers,
      data: { code: couponCode, name: "menos", discount_type: "percent", discount_value: "5" },
    }),
    201,
  );
  const { order } = await controlPost<{ order: SaleOrder & { buyer: { id: string } } }>(api, "/purchase", {
    event: eventId,
    payment_method: "pix",
    coupon: couponCode,
    buyer: { email: `xss.more.${stamp}@example.com`, name: "Comprador XSS" },
  });
  const endpointIds: string[] = [];
  for (const payload of URLS) {
    const { id } = (await ok(
      await api.post("/partner/v1/webhooks", {
        headers,
        data: {
          url: `https://hooks.example.com/${stamp}?p=${payload}`,
          events: ["order.paid"],
          active: false,
        },
      }),
      201,
    )) as { id: string };
    endpointIds.push(id);
  }
  // Anyone may post to the receiver: an unsigned delivery is kept (rejected) and shown in the console.
  for (const payload of DELIVERIES) {
    const printable = PRINTABLE.test(payload);
    const res = await api.post("/api/webhooks/partner", {
      headers: { "content-type": "application/json", ...(printable ? { "x-partner-event": payload } : {}) },
      data: JSON.stringify({ id: payload, type: payload, data: { note: payload } }),
    });
    expect(res.status()).toBe(401);
  }
  return { eventId, buyerId: order.buyer.id, producer, endpointIds, couponCode };
}

/** The notes, a few payloads each (a note holds 2,000 characters), typed in the profile's form. */
async function writeNotes(page: Page, path: string) {
  await page.goto(path);
  for (let i = 0; i < NOTES.length; i += 7) {
    const body = NOTES.slice(i, i + 7).join("\n");
    await page.getByLabel(/nova nota|new note/i).fill(body);
    await page.getByRole("button", { name: /salvar nota|save note/i }).click();
    await expect(page.getByRole("list", { name: /notas do comprador|the buyer's notes/i })).toContainText(
      fitPayload(NOTES[i], 40),
    );
  }
}

/** Connects Palco's receiver unless an endpoint already points at it; answers the endpoint it created. */
async function connectReceiver(page: Page, api: APIRequestContext): Promise<string | null> {
  const receiver = `http://localhost:${process.env.E2E_PORT}/api/webhooks/partner`;
  const list = async () =>
    (
      (await (await api.get("/partner/v1/webhooks", { headers: partnerHeaders() })).json()) as {
        data: { id: string; url: string; active: boolean }[];
      }
    ).data.filter((e) => e.url === receiver && e.active);
  if ((await list()).length > 0) return null;
  await page.goto("/webhooks");
  await page.getByRole("button", { name: /conectar o palco|connect palco/i }).click();
  await expect.poll(async () => (await list()).length).toBeGreaterThan(0);
  return (await list())[0].id;
}

async function sweep(browser: Browser, api: APIRequestContext, planted: Planted, bypassCSP: boolean) {
  const { eventId, buyerId, producer } = planted;
  const context = await browser.newContext({ storageState: authFile("admin"), bypassCSP });
  const page = await context.newPage();
  const dialogs: string[] = [];
  context.on("dialog", (d) => {
    dialogs.push(`${d.page()?.url()}: ${d.message()}`);
    void d.dismiss();
  });
  const heading = (p: Page) => expect(p.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const profile = `/buyers/${buyerId}?producer=${producer.slug}`;

  await visitInert(page, profile, (p) =>
    expect(p.getByRole("list", { name: /notas do comprador|the buyer's notes/i })).toBeVisible(),
  );
  for (const note of NOTES.filter((n) => PRINTABLE.test(n))) await showsAsText(page, note.trim());
  // A tag is letters and digits: the payload is refused beside the field, as text.
  await page.getByLabel(/nova etiqueta|new tag/i).fill(fitPayload(TAG, 30));
  await page.getByRole("button", { name: /^(adicionar|add)$/i }).click();
  await expect(page.locator("#buyer-tag-error")).not.toBeEmpty();
  await expectInert(page, "tag refused");
  await visitInert(page, `/buyers/search?producer=${producer.slug}&tag=${encodeURIComponent(TAG)}`, heading);

  await visitInert(page, `/events/${eventId}/coupons`, (p) =>
    expect(p.locator("tbody tr:visible")).toHaveCount(COUPONS.length + 1),
  );
  await showsAsText(page, fitPayload(COUPONS[0]));
  await visitInert(page, `/events/${eventId}/orders`, (p) =>
    expect(p.locator("tbody tr").first()).toBeVisible(),
  );

  await visitInert(page, "/webhooks", heading);
  await showsAsText(page, "hooks.example.com");
  await visitInert(page, "/webhooks/console?filter=bad_signature", heading);
  // The newest rejected deliveries are this test's: their event type (a header) is listed as text.
  await showsAsText(page, fitPayload(DELIVERIES.filter((d) => PRINTABLE.test(d)).at(-1)!, 30));
  const detail = page.getByRole("table").getByRole("link").first();
  const href = await detail.getAttribute("href");
  if (href) await visitInert(page, href, heading);
  await visitInert(page, "/audit", heading);

  // The Partner API's 422 echoes the URL it refused; Palco shows it beside the field as text.
  await page.goto("/webhooks");
  const url = `https://10.0.0.1/?${ECHOED.join("")}`.slice(0, 2000);
  await page.locator("#webhook-url").fill(url);
  await page.getByRole("button", { name: /criar endpoint|create endpoint/i }).click();
  await expect(page.locator("#webhook-url-error")).toContainText("10.0.0.1");
  await expect(page.locator("#webhook-url-error")).toContainText(fitPayload(ECHOED[0], 30));
  await expectInert(page, "422 beside the URL field");

  // The live toast names the event and the lot of a sale.
  await page.goto(`/events/${eventId}/orders`);
  await heading(page);
  await controlPost(api, "/trigger", { type: "order.paid", event: eventId });
  const toast = page.getByText(`· ${fitPayload(EVENT_NAME)}`).first();
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(toast).toContainText(fitPayload(LOT_NAME));
  await expectInert(page, "live toast");

  expect(dialogs, `CSP ${bypassCSP ? "off" : "on"}`).toEqual([]);
  await context.close();
}

/** Every cell of a CSV the app serves: none starts like a formula unless defused with a leading '. */
async function expectDefused(page: Page, url: string): Promise<string[][]> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  // The admin reads pt-BR (the default): `;` between fields.
  const rows = parse(csvText(await res.body()), { delimiter: ";", relax_column_count: true }) as string[][];
  for (const cell of rows.flat()) expect(FORMULA_LED.test(cell), `${url}: ${cell.slice(0, 80)}`).toBe(false);
  return rows;
}

/**
 * The test body, registered in e2e/webhooks.spec.ts: it connects Palco's receiver (and deletes it after), so
 * it runs in that file's serial order, never beside the connect-and-rotate test.
 */
export async function xssMoreFields({
  browser,
  loginAs,
  request,
}: {
  browser: Browser;
  loginAs: (role: "admin") => Promise<Page>;
  request: APIRequestContext;
}) {
  const planted = await plant(request);
  const admin = await loginAs("admin");
  await writeNotes(admin, `/buyers/${planted.buyerId}?producer=${planted.producer.slug}`);
  const connected = await connectReceiver(admin, request);
  try {
    for (const bypassCSP of [false, true]) await sweep(browser, request, planted, bypassCSP);

    const orders = await expectDefused(admin, `/api/events/${planted.eventId}/exports/orders?rows=order`);
    expect(orders.flat()).toContain(`'${planted.couponCode}`);
    const audit = await expectDefused(admin, "/api/audit/csv");
    expect(audit.flat()).toContain("buyer.note.add");
  } finally {
    for (const id of [...planted.endpointIds, ...(connected ? [connected] : [])])
      await request.delete(`/partner/v1/webhooks/${id}`, { headers: partnerHeaders() });
  }
}
