import { z } from "zod";

import {
  DateTimeInputSchema,
  DateTimeSchema,
  DisplayNameSchema,
  IdSchema,
  MoneyInputSchema,
  MoneySchema,
} from "./common";

export const PRODUCT_TYPES = ["ticket", "deliverable", "other"] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);

export const ProductSchema = z
  .object({
    id: IdSchema,
    name: DisplayNameSchema,
    amount: MoneySchema,
    maximum_quantity: z.number().int(),
    available_quantity: z.number().int(),
    sell_starts_at: DateTimeSchema.nullable(),
    sell_ends_at: DateTimeSchema.nullable(),
    hidden: z.boolean(),
    product_type: ProductTypeSchema,
  })
  .meta({ id: "Product" });
export type Product = z.infer<typeof ProductSchema>;

const NameSchema = z.string().trim().min(1, "is required").max(200, "at most 200 characters");
const QuantitySchema = z.number().int("must be a whole number").min(1, "must be at least 1").max(1_000_000);

const sellWindowInOrder = (v: { sell_starts_at?: string | null; sell_ends_at?: string | null }) =>
  !v.sell_starts_at || !v.sell_ends_at || Date.parse(v.sell_ends_at) >= Date.parse(v.sell_starts_at);
const sellWindowIssue = { message: "must not be before sell_starts_at", path: ["sell_ends_at"] };

export const ProductCreateInput = z
  .object({
    name: NameSchema,
    amount: MoneyInputSchema,
    maximum_quantity: QuantitySchema,
    sell_starts_at: DateTimeInputSchema.optional(),
    sell_ends_at: DateTimeInputSchema.optional(),
    hidden: z.boolean().default(false),
  })
  .refine(sellWindowInOrder, sellWindowIssue)
  .meta({ id: "ProductCreate" });
export type ProductCreate = z.input<typeof ProductCreateInput>;

export const ProductUpdateInput = z
  .object({
    name: NameSchema,
    amount: MoneyInputSchema,
    maximum_quantity: QuantitySchema,
    sell_starts_at: DateTimeInputSchema.nullable(),
    sell_ends_at: DateTimeInputSchema.nullable(),
    hidden: z.boolean(),
  })
  .partial()
  .refine(sellWindowInOrder, sellWindowIssue)
  .meta({ id: "ProductUpdate" });
export type ProductUpdate = z.input<typeof ProductUpdateInput>;
