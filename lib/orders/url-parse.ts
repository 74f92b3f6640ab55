import { z } from "zod";

import { LIMITS } from "@/lib/contract";
import { fromLocalInput } from "@/lib/dates";

import { ORDER_STATUS_FILTERS, ORDERS_PER_PAGE, type OrdersUrlState } from "./url-state";

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every key falls back to its default on junk (`page=-1`, `status=foo`, `since=yesterday`). */
const OrdersUrlSchema = z.object({
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1),
  per_page: z
    .preprocess(
      first,
      z.coerce
        .number()
        .int()
        .refine((n) => (ORDERS_PER_PAGE as readonly number[]).includes(n)),
    )
    .catch(LIMITS.perPageDefault),
  status: z.preprocess(first, z.enum(ORDER_STATUS_FILTERS).optional()).catch(undefined),
  since: z
    .preprocess(
      first,
      z
        .string()
        .regex(DAY)
        .refine((d) => fromLocalInput(`${d}T00:00`, "UTC") !== null)
        .optional(),
    )
    .catch(undefined),
  view: z.preprocess(first, z.literal("attention").optional()).catch(undefined),
});

export function parseOrdersUrl(params: Record<string, string | string[] | undefined>): OrdersUrlState {
  return OrdersUrlSchema.parse(params);
}

/** The `since` day as the UTC instant of its midnight in `timeZone` (what the API's `since` takes). */
export function sinceInstant(day: string | undefined, timeZone: string): string | undefined {
  return day ? (fromLocalInput(`${day}T00:00`, timeZone) ?? undefined) : undefined;
}
