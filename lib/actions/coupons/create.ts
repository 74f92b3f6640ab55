"use server";

import { redirect } from "next/navigation";

import { loadEvent } from "@/lib/actions/events/event-spec";
import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import type { FormState } from "@/lib/actions/result";
import { CouponCreateInput, type Coupon } from "@/lib/contract";
import { createCoupon } from "@/lib/partner/coupons";

import { couponFieldErrors, readCouponForm, toCreateInput, type CouponFormValues } from "./form";
import { COUPON_WRITE, couponAudit, isCodeTaken } from "./spec";

type Prev = FormState<CouponFormValues>;
type Created = Coupon & { eventId: string };

// POST /events/{event_id}/coupons — bound to the event id on the new-coupon page; scope re-checked here.
export const createCouponAction = defineAction({
  ...COUPON_WRITE,
  values: (_eventId: string, _prev: Prev, formData: FormData) => readCouponForm(formData),
  parse: ({ t }, eventId: string, _prev: Prev, formData: FormData) => {
    const input = toCreateInput(readCouponForm(formData));
    const parsed = CouponCreateInput.safeParse(input);
    return parsed.success
      ? valid({ eventId, body: parsed.data })
      : invalid(couponFieldErrors(parsed.error.issues, t, input));
  },
  target: ({ eventId }) => loadEvent(eventId),
  write: async ({ body }, { before }, { t }) => {
    try {
      return written<Created>({ ...(await createCoupon(before.id, body)), eventId: before.id });
    } catch (error) {
      if (isCodeTaken(error)) return invalid({ code: [t("codeTaken")] });
      throw error;
    }
  },
  audit: couponAudit("coupon.create"),
  done: (after: Created) => redirect(`/events/${after.eventId}/coupons?saved=created`),
});
