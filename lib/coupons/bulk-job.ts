import { z } from "zod";

import { CouponCreateInput } from "@/lib/contract";
import { defineJob } from "@/lib/jobs/define";

import { BULK_MAX } from "./codes";
import { createSingleUseCoupon, existingCodes } from "./single-use";

export const BULK_CODES_JOB = "bulk-coupon-codes";

/**
 * The codes are drawn when the run is queued and stored in its input: every attempt (after a crash,
 * a restart or a resume) works on the same codes, so each item is one code and never a second coupon.
 */
export const BulkCodesInput = z.object({
  eventId: z.string().min(1),
  codes: z
    .array(z.string().min(2).max(40))
    .min(1)
    .max(BULK_MAX)
    .refine((codes) => new Set(codes.map((c) => c.toLowerCase())).size === codes.length, "codes repeat"),
  discount_type: z.enum(["percent", "amount"]),
  discount_value: z.string(),
  name: z.string().max(200).optional(),
});
export type BulkCodesInput = z.infer<typeof BulkCodesInput>;

// The event's codes as read by the current attempt (`items` runs first in every attempt), per run.
const knownByRun = new Map<string, Promise<Set<string>>>();
const KEEP_RUNS = 32;

function remember(jobId: string, known: Promise<Set<string>>) {
  knownByRun.delete(jobId);
  knownByRun.set(jobId, known);
  while (knownByRun.size > KEEP_RUNS) knownByRun.delete(knownByRun.keys().next().value!);
}

export const bulkCodesJob = defineJob({
  name: BULK_CODES_JOB,
  input: BulkCodesInput,
  concurrency: 4,
  async items(input, ctx) {
    // Validated again here: the body each item sends must be one the API accepts.
    CouponCreateInput.parse({ code: input.codes[0], ...template(input), usage_limit: 1 });
    const known = existingCodes(input.eventId, ctx.signal);
    remember(ctx.jobId, known);
    await known;
    return input.codes;
  },
  async runItem(ctx, code) {
    let known = knownByRun.get(ctx.jobId);
    if (!known) {
      known = existingCodes(ctx.input.eventId, ctx.signal);
      remember(ctx.jobId, known);
    }
    return createSingleUseCoupon(ctx.input.eventId, code, template(ctx.input), await known, ctx.signal);
  },
});

function template(input: BulkCodesInput) {
  return {
    discount_type: input.discount_type,
    discount_value: input.discount_value,
    ...(input.name ? { name: input.name } : {}),
  };
}
