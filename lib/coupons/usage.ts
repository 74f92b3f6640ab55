import type { SaleRecord } from "@/lib/analytics/series";
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
  const uses = paidOrders.flatMap((o) =>
    o.payment_status === "paid" && o.coupon_code
      ? [{ code: o.coupon_code, amountCents: toCents(o.amount), discountCents: toCents(o.discount_amount) }]
      : [],
  );
  return tally(coupons, uses);
}

/** The same from the sales cache's records (paid orders only, amounts already in cents). */
export function couponUsageOfSales(
  coupons: readonly Coupon[],
  sales: readonly SaleRecord[],
): CouponWithUsage[] {
  const uses = sales.flatMap((s) =>
    s.coupon
      ? [{ code: s.coupon.code, amountCents: s.amountCents, discountCents: s.coupon.discountCents }]
      : [],
  );
  return tally(coupons, uses);
}

function tally(
  coupons: readonly Coupon[],
  uses: readonly { code: string; amountCents: number; discountCents: number }[],
): CouponWithUsage[] {
  const byCode = new Map<string, CouponUsage>();
  for (const use of uses) {
    const k = key(use.code);
    const u = byCode.get(k) ?? { uses: 0, revenueCents: 0, discountCents: 0 };
    u.uses += 1;
    u.revenueCents += use.amountCents;
    u.discountCents += use.discountCents;
    byCode.set(k, u);
  }
  return coupons.map((c) => ({
    ...c,
    ...(byCode.get(key(c.code)) ?? { uses: 0, revenueCents: 0, discountCents: 0 }),
  }));
}
