import "server-only";

import { loadEvent } from "@/lib/actions/events/event-spec";
import type { Target } from "@/lib/actions/pipeline";
import type { Coupon } from "@/lib/contract";
import { listCoupons } from "@/lib/partner/coupons";
import { isValidation, PartnerApiError } from "@/lib/partner/errors";

import { COUPON_FIELDS } from "./form";

/** What every coupon write shares in the pipeline: capability, messages, fields and revalidation. */
export const COUPON_WRITE = {
  capability: "coupons:write",
  messages: "coupons.errors",
  fields: COUPON_FIELDS,
  revalidate: () => [["/events/[eventId]/coupons", "page"]] as const,
} as const;

export const couponAudit = (action: string) => ({
  action,
  targetType: "coupon",
  targetId: (c: Coupon) => c.id,
});

/** The event (its producer decides scope) and one of its coupons; null when either is missing. */
export async function loadCoupon(eventId: string, couponId: string): Promise<Target<Coupon> | null> {
  const event = await loadEvent(eventId);
  if (!event) return null;
  const coupon = (await listCoupons(event.before.id)).find((c) => c.id === couponId);
  return coupon ? { producerId: event.producerId, before: coupon } : null;
}

/** The API's "code: already exists" (duplicate code within the event), or null for anything else. */
export function isCodeTaken(error: unknown): boolean {
  return (
    error instanceof PartnerApiError &&
    isValidation(error) &&
    error.errors.some((m) => /^code:\s*already exists/i.test(m))
  );
}
