import { z } from "zod";

import { DateTimeSchema, MoneySchema } from "./common";

export const PaymentMethodTotalsSchema = z.object({ count: z.number().int(), amount: MoneySchema });

export const ResaleStatsSchema = z.object({
  sold_count: z.number().int(),
  volume: MoneySchema,
  open_listings: z.number().int(),
  waitlist_count: z.number().int(),
});

export const EventAnalyticsSchema = z
  .object({
    cached_at: DateTimeSchema.nullable(),
    gross_sales: MoneySchema,
    net_to_producer: MoneySchema,
    fees: MoneySchema,
    tickets_sold: z.number().int(),
    orders_paid: z.number().int(),
    // Keyed by payment method; a real API may add methods, so keys stay open strings.
    by_payment_method: z.record(z.string(), PaymentMethodTotalsSchema),
    resale: ResaleStatsSchema.nullable(),
  })
  .meta({ id: "EventAnalytics" });
export type EventAnalytics = z.infer<typeof EventAnalyticsSchema>;
