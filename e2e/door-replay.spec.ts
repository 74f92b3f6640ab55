import type { APIRequestContext } from "@playwright/test";

import { authFile, expect, test, type Role } from "./fixtures";
import { controlHeaders, foreignEvent, freshEvent, partnerHeaders } from "./partner-api";
import { adminToken, logMark, type Playwright } from "./replay";

// TESTPLAN "Server boundary" for the door's Arrivals route (GET, polled by the open view): the request the
// browser really sends is captured, then replayed with no session, as marketing (no orders:read), as a
// manager limited to another producer, and as staff with the event id swapped for a producer outside the
// key → refused, no figures in the answer, and the sandbox's log shows no read of that event's tickets.
// Staff's own replay answers the figures and reads them, proving the capture was a working request.

type Captured = { url: string; headers: Record<string, string> };

async function ok<T>(res: Promise<Awaited<ReturnType<APIRequestContext["post"]>>>): Promise<T> {
  const answer = await res;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** A live event with one lot, two paid tickets and one of them checked in. */
async function doorEvent(api: APIRequestContext) {
  const event = await freshEvent(api, `Replay chegadas ${Date.now()}`, { live: true });
  const lot = await ok<{ id: string }>(
    api.post(`/partner/v1/events/${event.id}/products`, {
      headers: partnerHeaders(),
      data: { name: "Pista", amount: "40.00", maximum_quantity: 50 },
    }),
  );
  const { order } = await ok<{ order: { tickets: { id: string }[] } }>(
    api.post("/sandbox/v1/purchase", {
      headers: controlHeaders(),
      data: { event: event.id, product_id: lot.id, quantity: 2, outcome: "pay", payment_method: "pix" },
    }),
  );
  await ok(api.post(`/sandbox/v1/tickets/${order.tickets[0].id}/checkin`, { headers: controlHeaders() }));
  return event;
}

/** Upstream reads (GET) logged after `afterId` whose path contains `part`. */
async function upstreamReads(api: APIRequestContext, afterId: number, part: string) {
  const res = await api.get(`/sandbox/v1/requests?method=GET&after_id=${afterId}&limit=1000`, {
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { path: string }[] }).data.filter((r) => r.path.includes(part));
}

/** The captured GET, from a fresh API context: no cookies, or one role's saved session. */
async function replayGet(playwright: Playwright, captured: Captured, as: Role | null, url = captured.url) {
  const ctx = await playwright.request.newContext({
    baseURL: new URL(url).origin,
    storageState: as ? authFile(as) : undefined,
  });
  const headers = Object.fromEntries(
    Object.entries(captured.headers).filter(([k]) => !/^(cookie|content-length|host)$/i.test(k)),
  );
  const res = await ctx.get(url, { headers, maxRedirects: 0 });
  const answer = { status: res.status(), text: await res.text() };
  await ctx.dispose();
  return answer;
}

test("door arrivals (GET): refused without a session, for marketing, another producer's manager and a swapped event; staff's replay answers", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow(); // the capture waits for the view's first poll (15 s)
  const event = await doorEvent(request);
  const staff = await loginAs("staff");
  const polled = staff.waitForRequest(
    (r) => r.method() === "GET" && new URL(r.url()).pathname === `/api/events/${event.id}/door/arrivals`,
    { timeout: 45_000 },
  );
  await staff.goto(`/events/${event.id}/door/arrivals`);
  const request0 = await polled;
  const captured: Captured = { url: request0.url(), headers: await request0.allHeaders() };
  const tickets = (id: string) => `/events/${id}/tickets`;

  const refusals: [label: string, as: Role | null, statuses: number[]][] = [
    ["no session", null, [401, 403]],
    ["marketing", "marketing", [403]],
    ["manager of another producer", "arenaManager", [404]],
  ];
  for (const [label, as, statuses] of refusals) {
    const mark = await logMark(request);
    const { status, text } = await replayGet(playwright, captured, as);
    expect(statuses, `${label}: HTTP ${status} ${text.slice(0, 200)}`).toContain(status);
    expect(text, `${label}: no figures`).not.toContain("checkedIn");
    expect(await upstreamReads(request, mark, tickets(event.id)), `${label}: tickets read`).toEqual([]);
  }

  // Staff, with the event id swapped for an event of a producer outside the key: the same 404.
  const foreign = await foreignEvent(request);
  const swapped = captured.url.replace(event.id, foreign.id);
  let mark = await logMark(request);
  const other = await replayGet(playwright, captured, "staff", swapped);
  expect(other.status, other.text.slice(0, 200)).toBe(404);
  expect(other.text).not.toContain("checkedIn");
  expect(await upstreamReads(request, mark, tickets(foreign.id))).toEqual([]);

  // The capture works: staff's own replay answers the figures, read from the entrance list.
  mark = await logMark(request);
  const own = await replayGet(playwright, captured, "staff");
  expect(own.status).toBe(200);
  expect(JSON.parse(own.text)).toMatchObject({ total: 2, checkedIn: 1, notCheckedIn: 1 });
  expect((await upstreamReads(request, mark, tickets(event.id))).length).toBeGreaterThan(0);
});
