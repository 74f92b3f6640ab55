"use server";

import { redirect } from "next/navigation";

import { z } from "zod";

import { loadEvent } from "@/lib/actions/events/event-spec";
import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import type { FormState } from "@/lib/actions/result";
import { CouponCreateInput } from "@/lib/contract";
import { bulkCodesJob, type BulkCodesInput } from "@/lib/coupons/bulk-job";
import { BULK_MAX, generateCodes, PREFIX_MAX, PREFIX_PATTERN } from "@/lib/coupons/codes";
import { enqueueJob } from "@/lib/jobs/start";

import { couponFieldErrors, toCreateInput, type CouponFormValues } from "./form";
import { COUPON_WRITE } from "./spec";

export type BulkFormValues = Omit<CouponFormValues, "code" | "usage_limit" | "active"> & {
  prefix: string;
  count: string;
};
type Prev = FormState<BulkFormValues>;
type Queued = { jobId: string; eventId: string };

const BulkShape = z.object({
  prefix: z.string().trim().min(1).max(PREFIX_MAX).regex(PREFIX_PATTERN),
  count: z.coerce.number().int().min(1).max(BULK_MAX),
});

function readBulkForm(form: FormData): BulkFormValues {
  const text = (key: string) => (typeof form.get(key) === "string" ? (form.get(key) as string) : "");
  return {
    prefix: text("prefix").trim(),
    count: text("count").trim(),
    discount_type: text("discount_type"),
    discount_value: text("discount_value").trim(),
    name: text("name"),
  };
}

// Queues the bulk-codes job (POST /events/{event_id}/coupons once per code, in the job). Codes are drawn
// here, so every attempt of the run creates the same ones.
export const startBulkCodesAction = defineAction({
  ...COUPON_WRITE,
  fields: ["prefix", "count", "discount_type", "discount_value", "name"],
  values: (_eventId: string, _prev: Prev, formData: FormData) => readBulkForm(formData),
  parse: ({ t }, eventId: string, _prev: Prev, formData: FormData) => {
    const values = readBulkForm(formData);
    const shape = BulkShape.safeParse(values);
    const template = toCreateInput({ ...values, code: "SAMPLE-CODE", usage_limit: "1", active: true });
    const coupon = CouponCreateInput.safeParse(template);
    const errors = {
      ...(shape.success ? {} : bulkErrors(shape.error.issues, t)),
      ...(coupon.success ? {} : couponFieldErrors(coupon.error.issues, t, template)),
    };
    if (!shape.success || !coupon.success) return invalid(errors);
    const { discount_type, discount_value, name } = coupon.data;
    return valid({ eventId, ...shape.data, discount_type, discount_value, name });
  },
  target: ({ eventId }) => loadEvent(eventId),
  write: async ({ prefix, count, discount_type, discount_value, name }, { before, producerId }, { user }) => {
    const input: BulkCodesInput = {
      eventId: before.id,
      codes: generateCodes(prefix, count),
      discount_type,
      discount_value,
      ...(name ? { name } : {}),
    };
    const jobId = await enqueueJob(bulkCodesJob, input, {
      producerId,
      createdBy: { id: user.id, email: user.email },
    });
    return written<Queued>({ jobId, eventId: before.id });
  },
  audit: { action: "coupon.bulk", targetType: "job", targetId: (q: Queued) => q.jobId },
  done: (after: Queued) => redirect(`/events/${after.eventId}/coupons?bulk=${after.jobId}`),
});

function bulkErrors(issues: readonly z.core.$ZodIssue[], t: (key: string) => string) {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    out[field] ??= [field === "prefix" ? t("prefix") : t("count")];
  }
  return out;
}
