import { fromCentsTrimmed, parseTypedAmount, typedAmountMessage } from "@/lib/money";

const MAX_CENTS = { percent: 100_00, amount: 99_999_999_99 } as const;

/**
 * The campaign's discount as typed → the job's `discountValue` ("10", "12.50"), or the message key
 * beside the field. Read like every money field (`parseTypedAmount`); a percent reads the same way
 * ("12,5" is 12.5 %) and keeps its own range, above 0 and at most 100. An amount has at most eight
 * whole digits, the coupon's limit.
 */
export function readCampaignDiscount(
  type: "percent" | "amount",
  typed: string,
):
  | { ok: true; value: string; cents: number }
  | { ok: false; message: "discount" | "amountAmbiguous" | "amountNegative" } {
  const amount = parseTypedAmount(typed);
  if (!amount.ok) return { ok: false, message: typedAmountMessage(amount.error, "discount") };
  if (amount.cents <= 0 || amount.cents > MAX_CENTS[type]) return { ok: false, message: "discount" };
  return { ok: true, value: fromCentsTrimmed(amount.cents), cents: amount.cents };
}
