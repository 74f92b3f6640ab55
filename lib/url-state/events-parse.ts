import { z } from "zod";

import { EventStatusSchema, LIMITS } from "@/lib/contract";

import { PER_PAGE_OPTIONS, type EventsUrlState } from "./events";
import { ProducerParamSchema } from "./producer";

/** The events list's URL schema: every key falls back to its default on junk (`page=-1`, `status=foo`). */
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const EventsUrlSchema = z.object({
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1),
  per_page: z
    .preprocess(
      first,
      z.coerce
        .number()
        .int()
        .refine((n) => (PER_PAGE_OPTIONS as readonly number[]).includes(n)),
    )
    .catch(LIMITS.perPageDefault),
  status: z.preprocess(first, EventStatusSchema.optional()).catch(undefined),
  producer: ProducerParamSchema,
});

type SearchParamsLike = Record<string, string | string[] | undefined> | URLSearchParams;

export function parseEventsUrl(params: SearchParamsLike): EventsUrlState {
  const record = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  return EventsUrlSchema.parse(record);
}
