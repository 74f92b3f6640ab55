import { describe, expect, it } from "vitest";

import { forecastSellOut } from "./forecast";
import { velocityByLot, BUCKETS } from "./velocity";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const HOUR = 3_600_000;
const order = (hoursAgo: number, items: [string, number][], paid = true) => ({
  paid_at: paid ? new Date(NOW - hoursAgo * HOUR).toISOString() : null,
  created_at: new Date(NOW - hoursAgo * HOUR - 60_000).toISOString(),
  items: items.map(([product_id, quantity]) => ({ product_id, quantity })),
});

describe("velocityByLot", () => {
  it("counts tickets per lot over 24 h and 7 d, in 6-hour buckets, ignoring older sales", () => {
    const v = velocityByLot(
      [
        order(1, [["a", 2]]),
        order(30, [
          ["a", 3],
          ["b", 1],
        ]),
        order(200, [["a", 50]]),
      ],
      NOW,
    );
    expect(v.get("a")).toMatchObject({ sold24h: 2, sold7d: 5, perHour24h: 2 / 24, perHour7d: 5 / 168 });
    expect(v.get("b")).toMatchObject({ sold24h: 0, sold7d: 1 });
    const series = v.get("a")!.series;
    expect(series).toHaveLength(BUCKETS);
    expect(series[BUCKETS - 1]).toBe(2);
    expect(series[BUCKETS - 5]).toBe(3);
    expect(series.reduce((s, n) => s + n, 0)).toBe(5);
  });

  it("a capped read: rates per hour of the span its orders cover", () => {
    const v = velocityByLot([order(1, [["a", 6]]), order(3, [["a", 6]])], NOW, NOW - 4 * HOUR);
    expect(v.get("a")).toMatchObject({ sold24h: 12, sold7d: 12, perHour24h: 3, perHour7d: 3 });
  });

  it("uses the creation time when an order has no payment time", () => {
    expect(velocityByLot([order(2, [["a", 1]], false)], NOW).get("a")?.sold24h).toBe(1);
  });
});

describe("forecastSellOut", () => {
  const velocity = (sold24h: number, sold7d: number) => ({
    sold24h,
    sold7d,
    perHour24h: sold24h / 24,
    perHour7d: sold7d / 168,
  });

  it("no sales → no estimate", () => {
    expect(forecastSellOut({ available: 100, velocity: velocity(0, 0) }, NOW)).toEqual({ kind: "no_sales" });
  });

  it("nothing left → sold out", () => {
    expect(forecastSellOut({ available: 0, velocity: velocity(5, 10) }, NOW)).toEqual({ kind: "sold_out" });
  });

  it("fixed inputs → fixed outputs", () => {
    // 24 in 24 h (1/h) and 84 in 7 d (0.5/h): rate 0.75/h; 84 seen → ±1/√84.
    const f = forecastSellOut({ available: 30, velocity: velocity(24, 84) }, NOW);
    expect(f).toEqual({
      kind: "estimate",
      rate: 0.75,
      at: NOW + 40 * HOUR,
      earliest: NOW + Math.round((30 / (0.75 * (1 + 1 / Math.sqrt(84)))) * HOUR),
      latest: NOW + Math.round((30 / (0.75 * (1 - 1 / Math.sqrt(84)))) * HOUR),
      endsFirst: false,
    });
    expect(new Date((f as { at: number }).at).toISOString()).toBe("2026-11-25T04:00:00.000Z");
  });

  it("a lot that sells out in minutes", () => {
    // 2,880 tickets in the last 24 h (120/h), all of the week's sales: 5 left → 2.5 min at 60/h blended.
    const f = forecastSellOut({ available: 5, velocity: velocity(2880, 2880) }, NOW);
    expect(f.kind).toBe("estimate");
    if (f.kind !== "estimate") return;
    expect(f.rate).toBeCloseTo((120 + 2880 / 168) / 2);
    expect(f.at - NOW).toBeLessThan(5 * 60_000);
    expect(f.earliest).toBeLessThanOrEqual(f.at);
    expect(f.latest).toBeGreaterThanOrEqual(f.at);
    expect(f.latest - f.earliest).toBeLessThan(60_000);
  });

  it("only older sales: the 7-day rate, with a wide range for few tickets", () => {
    const f = forecastSellOut({ available: 10, velocity: velocity(0, 1) }, NOW);
    expect(f).toMatchObject({ kind: "estimate", rate: 1 / 168, at: NOW + 1680 * HOUR });
    if (f.kind !== "estimate") return;
    // one ticket seen: uncertainty capped at 90 %
    expect(f.latest).toBe(NOW + Math.round((10 / ((1 / 168) * 0.1)) * HOUR));
  });

  it("flags a sale window that closes before the estimate", () => {
    const f = forecastSellOut(
      { available: 30, velocity: velocity(24, 84), sellEndsAt: new Date(NOW + 10 * HOUR).toISOString() },
      NOW,
    );
    expect(f).toMatchObject({ kind: "estimate", endsFirst: true });
  });
});
