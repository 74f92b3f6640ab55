import { describe, expect, it } from "vitest";

import type { Coupon, PaymentStatus } from "@/lib/contract";

import { couponUsage } from "./usage";

const coupon = (code: string, id = code): Coupon => ({
  id,
  code,
  name: null,
  discount_type: "percent",
  discount_value: "10",
  active: true,
  usage_limit: null,
});
const order = (
  coupon_code: string | null,
  amount: string,
  discount_amount = "0.00",
  payment_status: PaymentStatus = "paid",
) => ({ coupon_code, amount, discount_amount, payment_status }) as const;

describe("couponUsage", () => {
  it("counts paid orders per code (any case) and sums their amounts in cents", () => {
    const result = couponUsage(
      [coupon("PROMO10"), coupon("vip"), coupon("UNUSED")],
      [
        order("PROMO10", "90.10", "10.01"),
        order("promo10", "0.20", "0.10"),
        order("VIP", "100.00"),
        order(null, "50.00"),
        order("NOT-A-COUPON", "10.00"),
      ],
    );
    expect(
      result.map(({ code, uses, revenueCents, discountCents }) => ({
        code,
        uses,
        revenueCents,
        discountCents,
      })),
    ).toEqual([
      { code: "PROMO10", uses: 2, revenueCents: 9030, discountCents: 1011 },
      { code: "vip", uses: 1, revenueCents: 10000, discountCents: 0 },
      { code: "UNUSED", uses: 0, revenueCents: 0, discountCents: 0 },
    ]);
  });

  it("ignores orders that are not paid", () => {
    const [u] = couponUsage([coupon("X")], [order("X", "10.00", "0.00", "cancelled"), order("X", "5.00")]);
    expect(u.uses).toBe(1);
    expect(u.revenueCents).toBe(500);
  });

  it("has no cent drift over many orders", () => {
    const orders = Array.from({ length: 10_000 }, () => order("X", "0.10"));
    expect(couponUsage([coupon("X")], orders)[0].revenueCents).toBe(100_000);
  });
});
