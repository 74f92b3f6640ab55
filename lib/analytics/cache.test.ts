import { afterEach, describe, expect, it } from "vitest";

import type { OrderSummary } from "@/lib/contract";
import { setDefaultPartnerClient, type PartnerClient } from "@/lib/partner/client";

import { createSalesCache } from "./cache";

type Query = { page: number; per_page: number; payment_status?: string; since?: string };

/** A fake Partner API holding paid orders, made the process's client; records every list query it answered. */
function fakeApi() {
  const orders: OrderSummary[] = [];
  const queries: Query[] = [];
  const client = {
    call: async (_op: unknown, input: { query: Query }) => {
      const q = input.query;
      queries.push(q);
      const since = q.since ? Date.parse(q.since) : -Infinity;
      const rows = orders
        .filter((o) => o.payment_status === q.payment_status && Date.parse(o.created_at) >= since)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const start = (q.page - 1) * q.per_page;
      return {
        data: rows.slice(start, start + q.per_page),
        page: q.page,
        per_page: q.per_page,
        total: rows.length,
      };
    },
  } as unknown as PartnerClient;
  setDefaultPartnerClient(client);
  const add = (
    id: string,
    createdAt: number,
    amount: string,
    status: OrderSummary["payment_status"] = "paid",
  ) =>
    orders.push({
      id,
      event_id: "e1",
      payment_status: status,
      payment_method: "pix",
      amount,
      product_amount: amount,
      fees_amount: "0.00",
      discount_amount: "0.00",
      tip_amount: "0.00",
      paid_at: new Date(createdAt + 60_000).toISOString(),
      created_at: new Date(createdAt).toISOString(),
      tickets_count: 1,
      buyer: { id: "b", name: null, email: "a@b.c", document: null },
      items: [
        {
          id: `i${id}`,
          product_id: "lot",
          product_name: "Pista",
          quantity: 1,
          unit_price: amount,
          subtotal: amount,
          holders: [],
        },
      ],
      coupon_code: null,
    });
  return { orders, queries, add };
}

afterEach(() => setDefaultPartnerClient(undefined));

describe("sales cache", () => {
  const HOUR = 3_600_000;

  it("reads everything once, then only orders created since the newest seen (minus the overlap)", async () => {
    const api = fakeApi();
    let now = 100 * HOUR;
    for (let i = 0; i < 250; i++) api.add(`o${i}`, i * 60_000, "10.01");
    const cache = createSalesCache({
      now: () => now,
      freshMs: 1000,
      overlapMs: HOUR,
    });

    const first = await cache.paidSales("e1");
    expect(first).toHaveLength(250);
    expect(first.reduce((t, s) => t + s.amountCents, 0)).toBe(250 * 1001);
    expect(api.queries.map((q) => q.since)).toEqual([undefined, undefined, undefined]);

    // Fresh: no request at all.
    await cache.paidSales("e1");
    expect(api.queries).toHaveLength(3);

    api.add("new", 249 * 60_000 + 1, "5.00");
    now += 2000;
    const second = await cache.paidSales("e1");
    expect(second).toHaveLength(251);
    const since = api.queries.slice(3).map((q) => q.since);
    expect(since).toEqual([new Date(249 * 60_000 - HOUR).toISOString()]);
  });

  it("a full re-read drops orders no longer paid; invalidate forces it", async () => {
    const api = fakeApi();
    let now = 0;
    api.add("a", 0, "1.00");
    api.add("b", 1, "2.00");
    const cache = createSalesCache({
      now: () => now,
      freshMs: 10,
      fullEveryMs: 1000,
    });
    expect(await cache.paidSales("e1")).toHaveLength(2);
    api.orders[0].payment_status = "cancelled";
    now = 20;
    expect(await cache.paidSales("e1")).toHaveLength(2); // incremental: cancellations wait for the full read
    cache.invalidate("e1");
    expect((await cache.paidSales("e1")).map((s) => s.id)).toEqual(["b"]);
  });

  it("concurrent readers share one refresh", async () => {
    const api = fakeApi();
    api.add("a", 0, "1.00");
    const cache = createSalesCache();
    const [x, y] = await Promise.all([cache.paidSales("e1"), cache.paidSales("e1")]);
    expect(x).toEqual(y);
    expect(api.queries).toHaveLength(1);
  });

  it("stops a read at its ceiling and says the figures are partial, then reads incrementally", async () => {
    const api = fakeApi();
    let now = 0;
    for (let i = 0; i < 250; i++) api.add(`o${i}`, i * 60_000, "1.00");
    const cache = createSalesCache({ now: () => now, freshMs: 10, ceiling: 120 });
    const first = await cache.read("e1");
    expect(first.partial).toBe(true);
    expect(first.sales).toHaveLength(120);
    // Pages of 100: two hold the ceiling; the second shows the list goes on. Never the third.
    expect(api.queries).toHaveLength(2);
    api.add("late", 300 * 60_000, "5.00");
    now = 20;
    const second = await cache.read("e1");
    expect(api.queries.at(-1)?.since).toBeDefined();
    expect(second).toMatchObject({ partial: true });
    expect(second.sales.map((s) => s.id)).toContain("late");
  });

  it("a list within the ceiling is whole", async () => {
    const api = fakeApi();
    api.add("a", 0, "1.00");
    expect(await createSalesCache({ ceiling: 120 }).read("e1")).toMatchObject({ partial: false });
  });
});

describe("sales cache: progress of a first read", () => {
  it("streams the steps of an event's first read, joining it; none once the event is cached", async () => {
    const api = fakeApi();
    for (let i = 0; i < 250; i++) api.add(`o${i}`, i * 60_000, "1.00");
    const cache = createSalesCache({ concurrency: 1 });
    const steps: { read: number; pages: number }[] = [];
    // The progress starts (and so joins) the read itself, whichever of it and the figure comes first.
    for (let after = 0; ;) {
      const step = await cache.nextReadStep("e1", after);
      if (!step) break;
      steps.push(step);
      after = step.read;
    }
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((s, i) => s.pages === 3 && s.read > (steps[i - 1]?.read ?? 0))).toBe(true);
    const sales = await cache.paidSales("e1");
    expect(sales).toHaveLength(250);
    expect(api.queries).toHaveLength(3); // one read, shared
    expect(await cache.nextReadStep("e1")).toBeNull();
    expect(api.queries).toHaveLength(3);
  });

  it("with start: false, waits for the figure's own read (queued elsewhere) and follows it", async () => {
    const api = fakeApi();
    for (let i = 0; i < 250; i++) api.add(`o${i}`, i * 60_000, "1.00");
    const cache = createSalesCache({ concurrency: 1 });
    let stepped: { read: number; pages: number } | null | undefined;
    const first = cache.nextReadStep("e1", 0, { start: false }).then((s) => (stepped = s));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(api.queries).toHaveLength(0); // watching started nothing
    expect(stepped).toBeUndefined();
    const sales = cache.paidSales("e1"); // the figure's read, when its turn comes
    await first;
    expect(stepped).toEqual({ read: expect.any(Number), pages: 3 });
    expect(await sales).toHaveLength(250);
    expect(api.queries).toHaveLength(3);
    expect(await cache.nextReadStep("e1", 0, { start: false })).toBeNull();
    expect(api.queries).toHaveLength(3);
  });
});
