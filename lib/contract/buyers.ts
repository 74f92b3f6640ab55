import { z } from "zod";

import {
  DateSchema,
  DateTimeSchema,
  DisplayNameSchema,
  DisplayTextSchema,
  EmailTextSchema,
  IdSchema,
  LIMITS,
  MoneySchema,
} from "./common";

export const BuyerSummarySchema = z
  .object({
    id: IdSchema,
    name: DisplayTextSchema,
    email: EmailTextSchema,
    total_spent: MoneySchema,
    orders_count: z.number().int(),
  })
  .meta({ id: "BuyerSummary" });
export type BuyerSummary = z.infer<typeof BuyerSummarySchema>;

export const BuyerOrderSchema = z.object({
  id: IdSchema,
  event_name: DisplayNameSchema,
  amount: MoneySchema,
  paid_at: DateTimeSchema.nullable(),
  payment_status: z.string(),
});

export const BuyerDetailSchema = BuyerSummarySchema.extend({
  document: DisplayTextSchema,
  cellphone: DisplayTextSchema,
  birthdate: DateSchema.nullable().catch(null).meta({ default: undefined }),
  city: DisplayTextSchema,
  orders: z.array(BuyerOrderSchema),
}).meta({ id: "BuyerDetail" });
export type BuyerDetail = z.infer<typeof BuyerDetailSchema>;

export const BuyersDashboardSchema = z
  .object({
    total_buyers: z.number().int(),
    recurring_buyers: z.number().int(),
    average_ticket: MoneySchema,
    best_buyers: z.array(BuyerSummarySchema),
    birthdays_this_month: z.array(BuyerSummarySchema),
  })
  .meta({ id: "BuyersDashboard" });
export type BuyersDashboard = z.infer<typeof BuyersDashboardSchema>;

export const BuyersDashboardQuery = z.object({
  month: z.coerce.number().int().min(1).max(12).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.buyersLimitMax).default(LIMITS.buyersLimitDefault),
});
export type BuyersDashboardQueryInput = z.input<typeof BuyersDashboardQuery>;

export const BuyerSearchQuery = z.object({
  q: z.string().trim().min(LIMITS.searchMinLength, `at least ${LIMITS.searchMinLength} characters`).max(200),
});
