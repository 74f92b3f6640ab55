import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { bucketKey } from "@/lib/analytics/bucket";
import type { OrderSummary } from "@/lib/contract";
import { toCents } from "@/lib/money";
import { createPartnerClient, setDefaultPartnerClient } from "@/lib/partner/client";
import { reportRange } from "@/lib/reports/range";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";
import { DEMO_PRODUCERS } from "@/lib/sandbox/seed/producers";
import { call, describeSandbox, ORIGIN, type TestSandbox } from "@/lib/sandbox/test/fixtures";

// Issue 23 §3: /reports' figures for a range equal a direct sum of the seeded orders paid in that range
// (read here page by page from the sandbox, without Palco's fetchers), and the previous period has the
// same length. `connection()` needs a Next request; none here.
vi.mock("next/server", () => ({ connection: async () => {} }));

const { loadReport, reportEvents } = await import("@/lib/reports/load");
const { invalidateSales } = await import("@/lib/analytics/cache");
const { invalidateCancelled } = await import("@/lib/reports/cache");

const TZ = "America/Sao_Paulo";
const DAY = 86_400_000;

async function everyPage<T>(sb: TestSandbox, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = await call(sb, "GET", `${path}${path.includes("?") ? "&" : "?"}page=${page}&per_page=100`);
    expect(res.status, res.text).toBe(200);
    const data = (res.body as { data: T[] }).data;
    out.push(...data);
    if (data.length < 100) return out;
  }
}

describeSandbox("reports against the seeded sandbox", (sb) => {
  let producerId: string;
  let orders: (OrderSummary & { at: number })[];

  beforeAll(async () => {
    setDefaultPartnerClient(
      createPartnerClient(
        {
          baseUrl: `${ORIGIN}/partner/v1`,
          apiKey: DEMO_API_KEY,
          fetch: async (input, init) => sb().app.fetch(new Request(input, init)),
        },
        {
          attemptTimeoutMs: 20_000,
          readBudgetMs: 60_000,
          writeTimeoutMs: 10_000,
          backoffBaseMs: 1,
          backoffCapMs: 5,
        },
      ),
    );
    const me = await call(sb(), "GET", "/me");
    producerId = (me.body as { producers: { id: string; slug: string }[] }).producers.find(
      (p) => p.slug === DEMO_PRODUCERS.a.slug,
    )!.id;
    const events = await everyPage<{ id: string }>(sb(), `/events?producer_id=${producerId}`);
    orders = [];
    for (const e of events)
      for (const status of ["paid", "cancelled"])
        for (const o of await everyPage<OrderSummary>(
          sb(),
          `/events/${e.id}/orders?payment_status=${status}`,
        ))
          orders.push({ ...o, at: Date.parse(o.paid_at ?? o.created_at) });
  });
  afterAll(() => setDefaultPartnerClient(undefined));

  it("equals the orders paid in the range, and compares with a previous period of the same length", async () => {
    const paid = orders.filter((o) => o.payment_status === "paid").sort((a, b) => a.at - b.at);
    expect(paid.length, "the seed has paid orders").toBeGreaterThan(10);
    // A range inside the seeded sales (cut mid-way), so both ends and the previous period are exercised.
    const day = (ms: number) => bucketKey(ms, "day", TZ);
    const from = day(paid[Math.floor(paid.length * 0.3)].at);
    const to = day(paid[Math.floor(paid.length * 0.8)].at + DAY);
    const range = reportRange({ from, to }, Date.now(), TZ);

    const { events } = await reportEvents(producerId);
    // The caches live per process: the other backend's run (same seed, same ids) must not answer for this one.
    for (const e of events) {
      invalidateSales(e.id);
      invalidateCancelled(e.id);
    }
    const report = await loadReport(events, { from, to });

    const within = (o: { at: number }, p: { fromMs: number; toMs: number }) =>
      o.at >= p.fromMs && o.at < p.toMs;
    const sum = (list: OrderSummary[]) => list.reduce((a, o) => a + toCents(o.amount), 0);
    const now = paid.filter((o) => within(o, range.current));
    const before = paid.filter((o) => within(o, range.previous));
    const cancelled = orders.filter((o) => o.payment_status === "cancelled" && within(o, range.current));

    // Seed 1 puts orders in both periods and cancellations in this one: every sum below is exercised.
    expect([now.length, before.length, cancelled.length].every((n) => n > 0)).toBe(true);
    expect(report.period).toEqual({
      from: range.current.from,
      to: range.current.to,
      days: range.current.days,
    });
    expect(report.totals.orders).toBe(now.length);
    expect(report.totals.grossCents).toBe(sum(now));
    expect(report.totals.tickets).toBe(now.reduce((a, o) => a + o.tickets_count, 0));
    expect(report.totals.cancelled).toBe(cancelled.length);
    expect(report.totals.cancelledCents).toBe(sum(cancelled));
    expect(report.previous.orders).toBe(before.length);
    expect(report.previous.grossCents).toBe(sum(before));
    expect(report.previousPeriod.days).toBe(report.period.days);
    expect(range.previous.toMs).toBe(range.current.fromMs);

    // Every breakdown adds up to the same total.
    const total = (rows: { grossCents: number }[]) => rows.reduce((a, r) => a + r.grossCents, 0);
    expect(report.byDay).toHaveLength(report.period.days);
    expect(total(report.byDay)).toBe(sum(now));
    expect(report.byDay.reduce((a, d) => a + d.previousGrossCents, 0)).toBe(sum(before));
    expect(total(report.byEvent)).toBe(sum(now));
    expect(total(report.byMethod)).toBe(sum(now));
    expect(total(report.byLot)).toBe(
      now.reduce((a, o) => a + o.items.reduce((b, i) => b + toCents(i.subtotal), 0), 0),
    );
    const couponUses = now.filter((o) => o.coupon_code).length;
    expect(report.coupons.reduce((a, c) => a + c.uses, 0)).toBe(couponUses);
    expect(report.refunds.reduce((a, r) => a + r.count, 0)).toBe(cancelled.length);
  });
});
