import { and, eq, inArray, or, sql } from "drizzle-orm";

import type { PaymentMethod } from "@/lib/contract/orders";

import { coupons, events, products } from "../db/schema";
import type { SandboxTx } from "../db/types";
import { isUuid } from "../scope";
import { missing, SimulationError } from "./context";

export type EventRow = typeof events.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

const MAX_PER_ITEM = 100;

/** The event by id or slug (no key scope: simulations act as the platform). */
export async function loadEvent(tx: SandboxTx, ref: string): Promise<EventRow> {
  const where = isUuid(ref)
    ? or(eq(events.id, ref.toLowerCase()), eq(events.slug, ref.toLowerCase()))
    : eq(events.slug, ref.toLowerCase());
  const [event] = await tx.select().from(events).where(where).limit(1);
  if (!event) throw missing("event");
  return event;
}

/** The lots of the cart, checked against the event, their sale window and sane quantities. */
export async function loadCartProducts(
  tx: SandboxTx,
  event: EventRow,
  items: Array<{ productId: string; quantity: number }>,
  now: Date,
): Promise<Map<string, ProductRow>> {
  if (event.status === "draft" || event.status === "cancelled")
    throw new SimulationError("event_not_on_sale", `Event is ${event.status}: not on sale`);
  if (!items.length) throw new SimulationError("empty_cart", "At least one item is required");
  for (const item of items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_PER_ITEM)
      throw new SimulationError("invalid_quantity", `Quantity must be an integer from 1 to ${MAX_PER_ITEM}`);
    if (!isUuid(item.productId))
      throw new SimulationError("unknown_product", `Unknown product ${item.productId}`);
  }
  const ids = [...new Set(items.map((i) => i.productId.toLowerCase()))];
  const rows = await tx
    .select()
    .from(products)
    .where(and(eq(products.eventId, event.id), inArray(products.id, ids)));
  const byId = new Map(rows.map((p) => [p.id, p]));
  for (const id of ids) {
    const p = byId.get(id);
    if (!p) throw new SimulationError("unknown_product", `Product ${id} does not belong to this event`);
    // Hidden lots stay sellable: they are sold through a secret link.
    if (p.sellStartsAt && now < p.sellStartsAt)
      throw new SimulationError("not_on_sale", `"${p.name}" is not on sale yet`);
    if (p.sellEndsAt && now > p.sellEndsAt)
      throw new SimulationError("not_on_sale", `Sales of "${p.name}" have ended`);
  }
  return byId;
}

export function checkPaymentOptions(event: EventRow, method: PaymentMethod, tipCents: number): void {
  if (method === "credit_card" && !event.creditCardEnabled)
    throw new SimulationError("credit_card_disabled", "Credit card payments are disabled for this event");
  if (!Number.isSafeInteger(tipCents) || tipCents < 0)
    throw new SimulationError("invalid_tip", "Tip must be a non-negative integer amount of cents");
  if (tipCents > 0 && !event.tipsEnabled)
    throw new SimulationError("tips_disabled", "Tips are not enabled for this event");
}

const couponWhere = (eventId: string, code: string) =>
  and(eq(coupons.eventId, eventId), sql`lower(${coupons.code}) = lower(${code})`);

/**
 * The coupon of the cart. With `consume`, its use is counted by a conditional UPDATE (as inventory),
 * so a usage limit holds under concurrent checkouts.
 */
export async function takeCoupon(
  tx: SandboxTx,
  eventId: string,
  code: string,
  consume: boolean,
): Promise<CouponRow> {
  const [coupon] = await tx.select().from(coupons).where(couponWhere(eventId, code)).limit(1);
  if (!coupon) throw new SimulationError("invalid_coupon", `Unknown coupon "${code}"`);
  if (!coupon.active) throw new SimulationError("invalid_coupon", `Coupon "${coupon.code}" is inactive`);
  const underLimit = sql`(${coupons.usageLimit} is null or ${coupons.uses} < ${coupons.usageLimit})`;
  if (!consume) {
    if (coupon.usageLimit !== null && coupon.uses >= coupon.usageLimit)
      throw new SimulationError("coupon_exhausted", `Coupon "${coupon.code}" has reached its usage limit`);
    return coupon;
  }
  const [used] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.id, coupon.id), eq(coupons.active, true), underLimit))
    .returning();
  if (!used)
    throw new SimulationError("coupon_exhausted", `Coupon "${coupon.code}" has reached its usage limit`);
  return used;
}

export async function releaseCoupon(tx: SandboxTx, eventId: string, code: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(couponWhere(eventId, code));
}
