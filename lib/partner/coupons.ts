import "server-only";

import { operations, type Coupon, type CouponCreate, type CouponUpdate } from "@/lib/contract";
import { call } from "@/lib/partner/client";

// GET /events/{event_id}/coupons
export async function listCoupons(eventId: string, signal?: AbortSignal): Promise<Coupon[]> {
  return (await call(operations.listCoupons, { path: { event_id: eventId }, signal })).data;
}

// POST /events/{event_id}/coupons
export function createCoupon(eventId: string, body: CouponCreate, signal?: AbortSignal): Promise<Coupon> {
  return call(operations.createCoupon, { path: { event_id: eventId }, body, signal });
}

// PATCH /events/{event_id}/coupons/{coupon_id}
export function updateCoupon(eventId: string, couponId: string, body: CouponUpdate): Promise<Coupon> {
  return call(operations.updateCoupon, { path: { event_id: eventId, coupon_id: couponId }, body });
}
