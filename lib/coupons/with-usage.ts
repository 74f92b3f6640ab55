import "server-only";

import { listCoupons } from "@/lib/partner/coupons";
import { listAllOrders } from "@/lib/partner/orders";

import { couponUsage, type CouponWithUsage } from "./usage";

/** The event's coupons with uses and revenue from its paid orders (every page of them). */
export async function listCouponsWithUsage(eventId: string): Promise<CouponWithUsage[]> {
  const paid = async () => {
    const orders = [];
    for await (const order of listAllOrders(eventId, { payment_status: "paid" }, { concurrency: 4 }))
      orders.push(order);
    return orders;
  };
  const [coupons, orders] = await Promise.all([listCoupons(eventId), paid()]);
  return couponUsage(coupons, orders);
}
