import { describe, expect, it } from "vitest";

import type { SaleRecord } from "@/lib/analytics/series";

import { buildReport, changePercent, type ReportEventOrders } from "./aggregate";
import { reportRange } from "./range";

const TZ = "America/Sao_Paulo";
// Noon of a São Paulo day, plus `hours`.
const at = (day: string, hours = 0) => Date.parse(`${day}T12:00:00-03:00`) + hours * 3_600_000;

let n = 0;
function sale(day: string, cents: number, extra: Partial<SaleRecord> = {}, hours = 0): SaleRecord {
  const when = at(day, hours);
  return {
    id: `o${++n}`,
    at: when,
    createdAt: when,
    amountCents: cents,
    tickets: 1,
    lots: [{ id: "lot-a", name: "Pista", quantity: 1, subtotalCents: cents }],
    coupon: null,
    method: "pix",
    ...extra,
  };
}

// Period 2026-11-10..2026-11-12 (3 days); previous 2026-11-07..2026-11-09.
const range = reportRange({ from: "2026-11-10", to: "2026-11-12" }, at("2026-11-26"), TZ);

function fixture(): ReportEventOrders[] {
  n = 0;
  return [
    {
      id: "ev1",
      name: "Show",
      paid: [
        sale("2026-11-10", 10_000),
        sale("2026-11-10", 5_050, { method: "credit_card", coupon: { code: "VIP", discountCents: 1_000 } }),
        // 23:30 in São Paulo on the 12th is 02:30 UTC on the 13th: still the 12th.
        sale("2026-11-12", 2_000, {}, 11.5),
        // 00:30 on the 13th in São Paulo: outside.
        sale("2026-11-12", 99_999, {}, 12.5),
        sale("2026-11-08", 4_000),
        sale("2026-11-01", 7_777),
      ],
      cancelled: [sale("2026-11-11", 3_000), sale("2026-11-09", 1_500)],
    },
    {
      id: "ev2",
      name: "Festival",
      paid: [
        sale("2026-11-11", 20_000, {
          tickets: 3,
          method: "credit_card",
          coupon: { code: "VIP", discountCents: 2_500 },
          lots: [
            { id: "lot-b", name: "Camarote", quantity: 2, subtotalCents: 15_000 },
            { id: "lot-c", name: "Pista", quantity: 1, subtotalCents: 7_500 },
          ],
        }),
        sale("2026-11-10", 1_000, { method: undefined }),
        sale("2026-11-07", 6_000),
      ],
      cancelled: [],
    },
  ];
}

describe("buildReport", () => {
  const report = buildReport({
    events: fixture(),
    range,
    timeZone: TZ,
    refunds: new Map([["o7", { status: "completed", amountCents: 3_000 }]]),
  });

  it("sums the period's paid orders by payment day in the display zone", () => {
    expect(report.totals).toEqual({
      orders: 5,
      tickets: 7,
      grossCents: 10_000 + 5_050 + 2_000 + 20_000 + 1_000,
      discountCents: 3_500,
      averageCents: Math.round(38_050 / 5),
      cancelled: 1,
      cancelledCents: 3_000,
    });
    expect(report.byDay.map((d) => [d.key, d.orders, d.grossCents])).toEqual([
      ["2026-11-10", 3, 16_050],
      ["2026-11-11", 1, 20_000],
      ["2026-11-12", 1, 2_000],
    ]);
  });

  it("compares with the previous period of the same length, day beside day", () => {
    expect(report.previousPeriod).toEqual({ from: "2026-11-07", to: "2026-11-09", days: 3 });
    expect(report.period.days).toBe(report.previousPeriod.days);
    expect(report.previous).toMatchObject({
      orders: 2,
      grossCents: 10_000,
      cancelled: 1,
      cancelledCents: 1_500,
    });
    expect(report.byDay.map((d) => d.previousGrossCents)).toEqual([6_000, 4_000, 0]);
    expect(changePercent(report.totals.grossCents, report.previous.grossCents)).toBe(280.5);
    expect(changePercent(1, 0)).toBeNull();
  });

  it("breaks revenue down per event, method and lot", () => {
    expect(report.byEvent.map((e) => [e.name, e.orders, e.grossCents])).toEqual([
      ["Festival", 2, 21_000],
      ["Show", 3, 17_050],
    ]);
    expect(report.byMethod).toEqual([
      { method: "credit_card", orders: 2, grossCents: 25_050 },
      { method: "pix", orders: 2, grossCents: 12_000 },
      { method: "none", orders: 1, grossCents: 1_000 },
    ]);
    expect(report.byLot.map((l) => [l.id, l.tickets, l.grossCents])).toEqual([
      ["lot-a", 4, 18_050],
      ["lot-b", 2, 15_000],
      ["lot-c", 1, 7_500],
    ]);
  });

  it("adds up coupons across events and splits cancellations by refund status", () => {
    expect(report.coupons).toEqual([
      { code: "VIP", uses: 2, discountCents: 3_500, grossCents: 25_050, events: 2 },
    ]);
    expect(report.refunds).toEqual([
      { status: "completed", count: 1, orderCents: 3_000, refundCents: 3_000 },
    ]);
  });

  it("has a row for every day, empty ones included, and nothing else without orders", () => {
    const empty = buildReport({ events: [], range, timeZone: TZ });
    expect(empty.byDay.map((d) => d.key)).toEqual(["2026-11-10", "2026-11-11", "2026-11-12"]);
    expect(empty.totals.grossCents).toBe(0);
    expect(empty.totals.averageCents).toBe(0);
    expect([empty.byEvent, empty.byMethod, empty.byLot, empty.coupons, empty.refunds]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});

describe("reportRange", () => {
  const now = at("2026-11-26");

  it("defaults to the last 30 days through today and a previous period of 30 days", () => {
    const r = reportRange({}, now, TZ);
    expect(r.current).toMatchObject({ from: "2026-10-28", to: "2026-11-26", days: 30 });
    expect(r.previous).toMatchObject({ from: "2026-09-28", to: "2026-10-27", days: 30 });
    expect(r.previous.toMs).toBe(r.current.fromMs);
    expect(r.current.fromMs).toBe(Date.parse("2026-10-28T00:00:00-03:00"));
    expect(r.current.toMs).toBe(Date.parse("2026-11-27T00:00:00-03:00"));
  });

  it("swaps a reversed range, ignores junk and caps the length", () => {
    expect(reportRange({ from: "2026-11-12", to: "2026-11-10" }, now, TZ).current).toMatchObject({
      from: "2026-11-10",
      to: "2026-11-12",
    });
    expect(reportRange({ from: "2026-02-30", to: "junk" }, now, TZ).current.to).toBe("2026-11-26");
    const long = reportRange({ from: "2000-01-01", to: "2026-11-26" }, now, TZ);
    expect(long.current.days).toBe(731);
    expect(long.previous.days).toBe(731);
  });

  it("keeps the same length across month ends (February)", () => {
    const r = reportRange({ from: "2026-03-01", to: "2026-03-31" }, now, TZ);
    expect(r.previous).toMatchObject({ from: "2026-01-29", to: "2026-02-28", days: 31 });
  });
});
