import type { z } from "zod";

import type { FieldErrors } from "@/lib/actions/result";
import type { Coupon, CouponCreate, CouponUpdate } from "@/lib/contract";
import { fromCentsTrimmed, parseTypedAmount, typedAmountMessage } from "@/lib/money";

/**
 * FormData ⇄ coupon payloads. What was typed is kept verbatim in `values` so a refused submit re-fills the
 * form; the discount is read by `parseTypedAmount` ("1.234,50", "12,5", "12.50") before it goes on the wire.
 */
export const COUPON_FIELDS = [
  "code",
  "discount_type",
  "discount_value",
  "name",
  "usage_limit",
  "active",
] as const;

export type CouponFormValues = {
  code: string;
  discount_type: string;
  discount_value: string;
  name: string;
  usage_limit: string;
  active: boolean;
};

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
};

export function readCouponForm(form: FormData): CouponFormValues {
  return {
    code: text(form, "code").trim(),
    discount_type: text(form, "discount_type"),
    discount_value: text(form, "discount_value").trim(),
    name: text(form, "name"),
    usage_limit: text(form, "usage_limit").trim(),
    active: form.get("active") === "on",
  };
}

/**
 * The typed discount as the wire's text, whole numbers whole ("10", the form the API stores) and
 * fractions with two decimals ("12.50"). A percent reads like money: "12,5" is 12.5 %, and its own
 * rule (at most 100) is the schema's. Text that is not an amount goes as typed, for the schema to refuse.
 */
export function discountText(typed: string): string {
  const amount = parseTypedAmount(typed);
  return amount.ok ? fromCentsTrimmed(amount.cents) : typed;
}

function usageLimit(typed: string): number | undefined | string {
  if (!typed) return undefined;
  return /^\d+$/.test(typed) ? Number(typed) : typed;
}

export function toCreateInput(values: CouponFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {
    code: values.code,
    discount_type: values.discount_type || undefined,
    discount_value: discountText(values.discount_value),
    active: values.active,
  };
  if (values.name.trim()) input.name = values.name.trim();
  const limit = usageLimit(values.usage_limit);
  if (limit !== undefined) input.usage_limit = limit;
  return input as CouponCreate;
}

/** Only what differs from the coupon as it is now; an emptied usage limit sends null (unlimited). */
export function toUpdateInput(values: CouponFormValues, current: Coupon): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (values.name.trim() !== (current.name ?? "")) input.name = values.name.trim();
  const value = discountText(values.discount_value);
  if (value !== current.discount_value) input.discount_value = value;
  const limit = usageLimit(values.usage_limit) ?? null;
  if (limit !== current.usage_limit) input.usage_limit = limit;
  if (values.active !== current.active) input.active = values.active;
  return input as CouponUpdate;
}

export function couponToFormValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    discount_type: coupon.discount_type,
    discount_value: coupon.discount_value,
    name: coupon.name ?? "",
    usage_limit: coupon.usage_limit === null ? "" : String(coupon.usage_limit),
    active: coupon.active,
  };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** zod issues as translated messages beside their fields. */
export function couponFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  t: Translate,
  input: Record<string, unknown>,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    if (out[field]) continue;
    const missing = input[field] === undefined || input[field] === "";
    out[field] = [missing ? t("required") : issueMessage(field, issue, t, input)];
  }
  return out;
}

function issueMessage(
  field: string,
  issue: z.core.$ZodIssue,
  t: Translate,
  input: Record<string, unknown>,
): string {
  if (field === "code") return t("codeFormat");
  if (field === "discount_value") {
    const typed = parseTypedAmount(String(input.discount_value));
    if (!typed.ok) return t(typedAmountMessage(typed.error, "discountValue"));
    return issue.message.includes("100") ? t("percentMax") : t("discountValue");
  }
  if (field === "usage_limit") return t("usageLimit");
  if (field === "discount_type") return t("required");
  if (issue.code === "too_big") return t("tooLong", { max: Number(issue.maximum) });
  return issue.message;
}
