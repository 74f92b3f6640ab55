import { byNumber, byText, type Comparators } from "@/lib/url-state/sort";

import type { CouponWithUsage } from "./usage";

/** The coupons table's sortable columns (also its DataTable column ids); the API's order is the default. */
export const COUPON_SORT_KEYS = ["code", "name", "uses", "revenue"] as const;
export type CouponSortKey = (typeof COUPON_SORT_KEYS)[number];

export function couponComparators(locale: string): Comparators<CouponWithUsage, CouponSortKey> {
  return {
    code: byText((c) => c.code, locale),
    name: byText((c) => c.name, locale),
    uses: byNumber((c) => c.uses),
    // Revenue is already integer cents (lib/coupons/usage).
    revenue: byNumber((c) => c.revenueCents),
  };
}
