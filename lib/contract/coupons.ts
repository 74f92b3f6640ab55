import { z } from "zod";

import { DisplayTextSchema, IdSchema } from "./common";

export const DISCOUNT_TYPES = ["percent", "amount"] as const;
export const DiscountTypeSchema = z.enum(DISCOUNT_TYPES);

export const CouponSchema = z
  .object({
    id: IdSchema,
    code: z.string(),
    name: DisplayTextSchema,
    discount_type: DiscountTypeSchema,
    discount_value: z.string(),
    active: z.boolean(),
    usage_limit: z.number().int().nullable(),
  })
  .meta({ id: "Coupon" });
export type Coupon = z.infer<typeof CouponSchema>;

const CodeSchema = z
  .string()
  .trim()
  .min(2, "at least 2 characters")
  .max(40, "at most 40 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, hyphen and underscore only");
const DiscountValueSchema = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, "a positive number with up to two decimals, e.g. 10 or 12.50")
  .refine((v) => Number(v) > 0, "must be greater than zero");
const UsageLimitSchema = z.number().int("must be a whole number").min(1, "must be at least 1");
const percentAtMost100 = (v: { discount_type?: string; discount_value?: string }) =>
  v.discount_type !== "percent" || v.discount_value === undefined || Number(v.discount_value) <= 100;

export const CouponCreateInput = z
  .object({
    code: CodeSchema,
    discount_type: DiscountTypeSchema,
    discount_value: DiscountValueSchema,
    name: z.string().trim().max(200, "at most 200 characters").optional(),
    usage_limit: UsageLimitSchema.optional(),
    active: z.boolean().default(true),
  })
  .refine(percentAtMost100, { message: "a percent discount is at most 100", path: ["discount_value"] })
  .meta({ id: "CouponCreate" });
export type CouponCreate = z.input<typeof CouponCreateInput>;

/** code and discount_type cannot change; unknown keys are refused so a client learns that early. */
export const CouponUpdateInput = z
  .strictObject({
    name: z.string().trim().max(200, "at most 200 characters"),
    discount_value: DiscountValueSchema,
    usage_limit: UsageLimitSchema.nullable(),
    active: z.boolean(),
  })
  .partial()
  .meta({ id: "CouponUpdate" });
export type CouponUpdate = z.input<typeof CouponUpdateInput>;
