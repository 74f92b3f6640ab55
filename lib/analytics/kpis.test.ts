import { describe, expect, it } from "vitest";

import type { EventAnalytics } from "@/lib/contract";
import { PAYMENT_METHODS } from "@/lib/contract/orders";

import { averageCents, methodRows, toKpis } from "./kpis";

const analytics: EventAnalytics = {
  cached_at: "2026-11-23T10:15:00Z",
  gross_sales: "1000.01",
  net_to_producer: "900.00",
  fees: "100.01",
  tickets_sold: 7,
  orders_paid: 3,
  by_payment_method: {
    other: { count: 1, amount: "0.01" },
    credit_card: { count: 1, amount: "500.00" },
    pix: { count: 1, amount: "500.00" },
  },
  resale: null,
};

describe("KPIs", () => {
  it("are cents; the average ticket is gross ÷ paid orders rounded half up", () => {
    expect(toKpis(analytics)).toEqual({
      cachedAt: "2026-11-23T10:15:00Z",
      grossCents: 100001,
      netCents: 90000,
      feesCents: 10001,
      ticketsSold: 7,
      ordersPaid: 3,
      averageCents: 33334,
    });
    expect(toKpis({ ...analytics, orders_paid: 0 }).averageCents).toBeNull();
  });

  it("rounds halves away from zero", () => {
    expect(averageCents(5, 2)).toBe(3);
    expect(averageCents(4, 3)).toBe(1);
    expect(averageCents(-5, 2)).toBe(-3);
    expect(averageCents(0, 7)).toBe(0);
  });

  it("lists the spec's payment methods first, in order, then any other key", () => {
    expect(methodRows(analytics, PAYMENT_METHODS)).toEqual([
      { method: "pix", count: 1, cents: 50000 },
      { method: "credit_card", count: 1, cents: 50000 },
      { method: "other", count: 1, cents: 1 },
    ]);
  });
});
