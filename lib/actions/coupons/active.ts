"use server";

import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import type { Coupon } from "@/lib/contract";
import { updateCoupon } from "@/lib/partner/coupons";

import { COUPON_WRITE, couponAudit, loadCoupon } from "./spec";

// PATCH /events/{event_id}/coupons/{coupon_id} with {active} — from the row's confirmation dialog.
export const setCouponActiveAction = defineAction({
  ...COUPON_WRITE,
  parse: ({ t }, eventId: string, couponId: string, active: boolean) =>
    typeof active === "boolean" ? valid({ eventId, couponId, active }) : invalid({ active: [t("required")] }),
  target: ({ eventId, couponId }) => loadCoupon(eventId, couponId),
  write: async ({ eventId, active }, { before }) =>
    before.active === active
      ? unchanged(before)
      : written(await updateCoupon(eventId, before.id, { active })),
  audit: couponAudit("coupon.active"),
  done: (after: Coupon) => success({ code: after.code, active: after.active }),
});
