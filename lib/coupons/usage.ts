import type { Coupon, OrderSummary } from "@/lib/contract";
import { toCents } from "@/lib/money";

export type CouponUsage = { uses: number; revenueCents: number; discountCents: number };
export type CouponWithUsage = Coupon & CouponUsage;

const key = (code: string) => code.trim().toLowerCase();

/**
 * Uses and revenue of each coupon, counted from paid orders' `coupon_code` (codes match regardless of case,
 * as the API's uniqueness does). Revenue is what those orders were paid in total, in integer cents.
 */
export function couponUsage(
  coupons: readonly Coupon[],
  paidOrders: readonly Pick<OrderSummary, "coupon_code" | "payment_status" | "amount" | "discount_amount">[],
): CouponWithUsage[] {
  const byCode = new Map<string, CouponUsage>();
  for (const order of paidOrders) {
    if (order.payment_status !== "paid" || !order.coupon_code) continue;
    const k = key(order.coupon_code);
    const u = byCode.get(k) ?? { uses: 0, revenueCents: 0, discountCents: 0 };
    u.uses += 1;
    u.revenueCents += toCents(order.amount);
    u.discountCents += toCents(order.discount_amount);
    byCode.set(k, u);
  }
  return coupons.map((c) => ({
    ...c,
    ...(byCode.get(key(c.code)) ?? { uses: 0, revenueCents: 0, discountCents: 0 }),
  }));
}
