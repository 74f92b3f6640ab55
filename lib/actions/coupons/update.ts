"use server";

import { redirect } from "next/navigation";

import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import type { FormState } from "@/lib/actions/result";
import { CouponUpdateInput, type Coupon } from "@/lib/contract";
import { updateCoupon } from "@/lib/partner/coupons";

import { couponFieldErrors, readCouponForm, toUpdateInput, type CouponFormValues } from "./form";
import { COUPON_WRITE, couponAudit, loadCoupon } from "./spec";

type Prev = FormState<CouponFormValues>;
type Saved = Coupon & { eventId: string };

// PATCH /events/{event_id}/coupons/{coupon_id} — code and discount type are fixed (never sent).
export const updateCouponAction = defineAction({
  ...COUPON_WRITE,
  values: (_eventId: string, _couponId: string, _prev: Prev, formData: FormData) => readCouponForm(formData),
  parse: (_ctx, eventId: string, couponId: string, _prev: Prev, formData: FormData) =>
    valid({ eventId, couponId, values: readCouponForm(formData) }),
  target: ({ eventId, couponId }) => loadCoupon(eventId, couponId),
  write: async ({ eventId, values }, { before }, { t }) => {
    // A percent stays at most 100: checked with the coupon's fixed type, which the form cannot change.
    const input = toUpdateInput(values, before);
    const parsed = CouponUpdateInput.safeParse(input);
    if (!parsed.success) return invalid(couponFieldErrors(parsed.error.issues, t, input));
    const value = parsed.data.discount_value;
    if (before.discount_type === "percent" && value !== undefined && Number(value) > 100)
      return invalid({ discount_value: [t("percentMax")] });
    if (Object.keys(parsed.data).length === 0) return unchanged<Saved>({ ...before, eventId });
    return written<Saved>({ ...(await updateCoupon(eventId, before.id, parsed.data)), eventId });
  },
  audit: couponAudit("coupon.update"),
  done: (after: Saved) => redirect(`/events/${after.eventId}/coupons?saved=updated`),
});
