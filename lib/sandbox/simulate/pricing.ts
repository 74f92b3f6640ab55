export type CouponTerms = { discountType: "percent" | "amount"; discountValue: string };

export type Pricing = {
  productAmountCents: number;
  discountAmountCents: number;
  feesAmountCents: number;
  tipAmountCents: number;
  amountCents: number;
};

/** `value × bps / 10000` in integer cents, half rounded up (values are never negative here). */
export function applyBps(valueCents: number, bps: number): number {
  return Math.floor((valueCents * bps + 5000) / 10000);
}

/**
 * Discount of a coupon on a subtotal: percent values may carry decimals ("12.5" = 12.5%), fixed amounts
 * are in BRL ("15.00"); either way never more than the subtotal.
 */
export function couponDiscount(subtotalCents: number, coupon: CouponTerms | null): number {
  if (!coupon) return 0;
  const value = Math.max(0, toCents(coupon.discountValue));
  // toCents("12.5") = 1250: hundredths of a percent, i.e. basis points.
  const discount = coupon.discountType === "percent" ? applyBps(subtotalCents, value) : value;
  return Math.min(discount, subtotalCents);
}

/**
 * The sandbox's price rule: amount = product_amount − discount + fees + tip, to the cent. The service
 * fee is the event's `fee_bps` (10% by default) of what the buyer pays for the products after the
 * discount, rounded half up; tips carry no fee.
 */
export function priceOrder(
  lines: Array<{ unitPriceCents: number; quantity: number }>,
  opts: { coupon: CouponTerms | null; feeBps: number; tipCents: number },
): Pricing {
  const productAmountCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discountAmountCents = couponDiscount(productAmountCents, opts.coupon);
  const feesAmountCents = applyBps(productAmountCents - discountAmountCents, opts.feeBps);
  const tipAmountCents = opts.tipCents;
  return {
    productAmountCents,
    discountAmountCents,
    feesAmountCents,
    tipAmountCents,
    amountCents: productAmountCents - discountAmountCents + feesAmountCents + tipAmountCents,
  };
}
import { toCents } from "@/lib/money";
