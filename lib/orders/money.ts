import { tryToCents } from "@/lib/money";

/** The payment summary in cents: amount should be products + fees + tip − discount, to the cent. */
export type PaymentSummary = {
  products: number;
  fees: number;
  tip: number;
  discount: number;
  amount: number;
  /** products + fees + tip − discount */
  computed: number;
  consistent: boolean;
};

type Amounts = {
  amount: string;
  product_amount: string;
  fees_amount: string;
  tip_amount: string;
  discount_amount: string;
};

export function paymentSummary(order: Amounts): PaymentSummary | null {
  const [amount, products, fees, tip, discount] = [
    order.amount,
    order.product_amount,
    order.fees_amount,
    order.tip_amount,
    order.discount_amount,
  ].map(tryToCents);
  if (amount === null || products === null || fees === null || tip === null || discount === null) return null;
  const computed = products + fees + tip - discount;
  return { products, fees, tip, discount, amount, computed, consistent: computed === amount };
}
