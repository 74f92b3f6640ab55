import { expect, it, vi } from "vitest";

import { ErrorBodySchema, EventAnalyticsSchema, EventSummarySchema, paged } from "@/lib/contract";
import type { EventAnalytics, OrderSummary } from "@/lib/contract";

import { brl, cents, listedOrders, liveEvent } from "./analytics/analytics.test-support";
import { refreshAnalytics, startAnalyticsRefresher } from "./analytics/refresh";
import { DEMO_READONLY_API_KEY, OTHER_API_KEY } from "./seed/keys";
import { DEMO_PRODUCERS } from "./seed/producers";
import { buyResale, joinWaitlist, listForResale, purchase } from "./simulate";
import { call, describeSandbox } from "./test/fixtures";

const read = async (sb: Parameters<typeof call>[0], ref: string) => {
  const res = await call(sb, "GET", `/events/${ref}/analytics`);
  expect(res.status).toBe(200);
  return EventAnalyticsSchema.parse(res.body);
};

/** What the analytics must say, summed independently from the orders API's paid orders. */
function expected(paid: OrderSummary[]): Omit<EventAnalytics, "cached_at" | "resale"> {
  const byMethod: EventAnalytics["by_payment_method"] = {};
  let gross = 0;
  let fees = 0;
  for (const o of paid) {
    gross += cents(o.amount);
    fees += cents(o.fees_amount);
    const key = o.payment_method ?? "none";
    const prev = byMethod[key] ?? { count: 0, amount: "0.00" };
    byMethod[key] = { count: prev.count + 1, amount: brl(cents(prev.amount) + cents(o.amount)) };
  }
  return {
    gross_sales: brl(gross),
    fees: brl(fees),
    net_to_producer: brl(gross - fees),
    tickets_sold: paid.reduce((s, o) => s + o.tickets_count, 0),
    orders_paid: paid.length,
    by_payment_method: byMethod,
  };
}

describeSandbox("analytics", (sb) => {
  const producer = DEMO_PRODUCERS.a.slug;

  it("serves a cache computed on first read, stale until refreshed, equal to the orders API's sums", async () => {
    const { event, products } = await liveEvent(sb(), producer, "Analytics Show", {
      flags: { tips_enabled: true },
      lots: [{ amount: "120.00" }, { amount: "45.50" }],
    });
    const [a, b] = products;
    const buy = (items: Array<[typeof a, number]>, extra: Partial<Parameters<typeof purchase>[1]> = {}) =>
      purchase(sb().ctx, {
        event: event.id,
        buyer: "new",
        items: items.map(([p, quantity]) => ({ productId: p.id, quantity })),
        ...extra,
      });
    await buy([[a, 2]], { paymentMethod: "pix", tipCents: 1000 });
    await buy(
      [
        [a, 1],
        [b, 3],
      ],
      { paymentMethod: "credit_card" },
    );
    await buy([[b, 1]], { paymentMethod: "gateway_pix" });
    const toCancel = await buy([[a, 1]], { paymentMethod: "gateway" });
    await buy([[b, 2]], { outcome: "pending" });
    await buy([[b, 2]], { outcome: "waiting" });
    await buy([[b, 2]], { outcome: "expire" });
    await call(sb(), "POST", `/events/${event.id}/coupons`, {
      body: { code: "FREE", discount_type: "percent", discount_value: "100" },
    });
    await buy([[a, 1]], { couponCode: "FREE" });
    expect((await call(sb(), "POST", `/events/${event.id}/orders/${toCancel.id}/cancel`)).status).toBe(200);

    const before = Date.now();
    const first = await read(sb(), event.slug);
    const paid = await listedOrders(sb(), event.id, "paid");
    expect(paid).toHaveLength(4);
    expect(first).toMatchObject({ ...expected(paid), resale: null });
    expect(Object.keys(first.by_payment_method).sort()).toEqual([
      "credit_card",
      "gateway_pix",
      "none",
      "pix",
    ]);
    expect(first.by_payment_method.none).toEqual({ count: 1, amount: "0.00" });
    expect(first.tickets_sold).toBe(2 + 4 + 1 + 1);
    // Tips are the producer's: net = gross − fees, with the tip inside gross.
    expect(cents(first.net_to_producer)).toBe(cents(first.gross_sales) - cents(first.fees));
    expect(Date.parse(first.cached_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await read(sb(), event.id)).toEqual(first);

    await buy([[a, 3]], { paymentMethod: "pix" });
    expect(await read(sb(), event.id)).toEqual(first);
    await sb().clock.advance(60_000);
    expect(await refreshAnalytics(sb().ctx, event.id)).toBe(1);
    const second = await read(sb(), event.id);
    expect(second).toMatchObject(expected(await listedOrders(sb(), event.id, "paid")));
    expect(second.orders_paid).toBe(5);
    expect(Date.parse(second.cached_at!)).toBeGreaterThan(Date.parse(first.cached_at!));
  });

  it("reports resale and waitlist when enabled, keeping resale orders out of the producer's sales", async () => {
    const { event, products } = await liveEvent(sb(), producer, "Resale Show", {
      flags: { resale_enabled: true, waitlist_enabled: true },
    });
    const empty = await read(sb(), event.id);
    expect(empty).toMatchObject({ gross_sales: "0.00", orders_paid: 0, by_payment_method: {} });
    expect(empty.resale).toEqual({ sold_count: 0, volume: "0.00", open_listings: 0, waitlist_count: 0 });

    const order = await purchase(sb().ctx, {
      event: event.id,
      buyer: "new",
      items: [{ productId: products[0].id, quantity: 3 }],
    });
    const detail = (await call(sb(), "GET", `/events/${event.id}/orders/${order.id}`)).body as {
      tickets: { id: string }[];
    };
    const [t1, t2, t3] = detail.tickets.map((t) => t.id);
    const sold = await listForResale(sb().ctx, t1, 15000);
    await listForResale(sb().ctx, t2, 9999);
    await listForResale(sb().ctx, t3, 12000);
    const resaleOrder = await buyResale(sb().ctx, sold.id, "new");
    await joinWaitlist(sb().ctx, event.id, "fila1@example.com");
    await joinWaitlist(sb().ctx, event.id, "fila2@example.com");
    await refreshAnalytics(sb().ctx, event.id);

    const stats = await read(sb(), event.id);
    expect(stats.resale).toEqual({ sold_count: 1, volume: "150.00", open_listings: 2, waitlist_count: 2 });
    const paid = await listedOrders(sb(), event.id, "paid");
    expect(paid.map((o) => o.id).sort()).toEqual([order.id, resaleOrder.id].sort());
    expect(stats).toMatchObject(expected(paid.filter((o) => o.id !== resaleOrder.id)));
  });

  it("matches the orders API for every seeded event of the key", async () => {
    await refreshAnalytics(sb().ctx);
    const events = paged(EventSummarySchema).parse((await call(sb(), "GET", "/events?per_page=100")).body);
    let withSales = 0;
    for (const ev of events.data) {
      const stats = await read(sb(), ev.id);
      // Seeded resale orders cannot be told apart through the orders API; their events are covered above.
      if (stats.resale?.sold_count) continue;
      expect(stats, ev.slug).toMatchObject(expected(await listedOrders(sb(), ev.id, "paid")));
      if (stats.orders_paid) withSales++;
    }
    expect(withSales).toBeGreaterThanOrEqual(5);
  });

  it("refreshAnalytics() with no event refreshes every event", async () => {
    const { total } = (await call(sb(), "GET", "/events?per_page=1")).body as { total: number };
    const others = (await call(sb(), "GET", "/events?per_page=1", { key: OTHER_API_KEY })).body as {
      total: number;
    };
    expect(await refreshAnalytics(sb().ctx)).toBe(total + others.total);
  });

  it("runs the refresher now and on its interval, and stop() waits for a pass in flight", async () => {
    const { event, products } = await liveEvent(sb(), producer, "Refresher Show");
    await read(sb(), event.id);
    const pending: Array<() => void> = [];
    const timers = {
      setTimeout: vi.fn((fn: () => void) => pending.push(fn)),
      clearTimeout: vi.fn(),
    };
    const refresher = startAnalyticsRefresher(sb().ctx, { intervalMs: 5_000, timers });
    expect(timers.setTimeout).toHaveBeenLastCalledWith(expect.any(Function), 0);
    await purchase(sb().ctx, {
      event: event.id,
      buyer: "new",
      items: [{ productId: products[0].id, quantity: 1 }],
    });
    pending.shift()!();
    await vi.waitFor(() => expect(timers.setTimeout).toHaveBeenLastCalledWith(expect.any(Function), 5_000));
    expect((await read(sb(), event.id)).orders_paid).toBe(1);
    pending.shift()!();
    await refresher.stop();
    expect(timers.clearTimeout).toHaveBeenCalled();
  });

  it("404 out of scope by UUID and by slug, 401 without a key, readable with a read-only key", async () => {
    const outside = EventSummarySchema.parse(
      (await call(sb(), "GET", "/events/pagode-da-casa-vizinha", { key: OTHER_API_KEY })).body,
    );
    for (const ref of [outside.id, outside.slug, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await call(sb(), "GET", `/events/${ref}/analytics`);
      expect(res.status).toBe(404);
      ErrorBodySchema.parse(res.body);
    }
    expect((await call(sb(), "GET", "/events/festival-de-verao-2027/analytics", { key: null })).status).toBe(
      401,
    );
    const ro = await call(sb(), "GET", "/events/festival-de-verao-2027/analytics", {
      key: DEMO_READONLY_API_KEY,
    });
    expect(EventAnalyticsSchema.parse(ro.body).resale).not.toBeNull();
    expect((await call(sb(), "POST", "/events/festival-de-verao-2027/analytics")).status).toBe(404);
  });
});
