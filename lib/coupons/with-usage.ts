import "server-only";

import { readPaidSales } from "@/lib/analytics/cache";
import { listCoupons } from "@/lib/partner/coupons";

import { couponUsageOfSales, type CouponWithUsage } from "./usage";

/**
 * The event's coupons with uses and revenue from its paid orders, read through the sales cache (every
 * page once, then only orders since the newest seen); `partial` when that read stopped at its ceiling.
 */
export async function listCouponsWithUsage(
  eventId: string,
): Promise<{ coupons: CouponWithUsage[]; partial: boolean }> {
  const [coupons, { sales, partial }] = await Promise.all([listCoupons(eventId), readPaidSales(eventId)]);
  return { coupons: couponUsageOfSales(coupons, sales), partial };
}
