import { z } from "zod";

import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";
import { ProducerParamSchema } from "@/lib/url-state/producer";

import { REPORT_GROUPS, REPORT_VIEWS } from "./groups";
import { isDay } from "./range";

const DaySchema = z
  .string()
  .refine((v) => isDay(v))
  .optional();

/**
 * `/reports`: the header's producer, the period (`from`, `to`: local days; absent → the last 30 days),
 * the breakdown shown (`group`) and chart or table (`view`). Nothing is paged: `perPage: []`.
 */
export const reportsList = defineListParams({
  perPage: [],
  filters: {
    producer: ProducerParamSchema,
    from: DaySchema,
    to: DaySchema,
    group: z.enum(REPORT_GROUPS).default("day"),
    view: z.enum(REPORT_VIEWS).default("chart"),
  },
});
export type ReportsState = StateOf<typeof reportsList>;
