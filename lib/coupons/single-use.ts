import "server-only";

import type { Coupon } from "@/lib/contract";
import { createCoupon, listCoupons } from "@/lib/partner/coupons";
import { PartnerApiError, isValidation } from "@/lib/partner/errors";

/**
 * The reusable core of "create N single-use coupons, resumably" (bulk codes, birthday campaigns…).
 * Each item is one code chosen before anything is sent (stable across attempts); creating it is safe to
 * repeat: a code already upstream is reported, never created twice (codes are unique per event, and a
 * write whose answer was lost is read back before it counts as failed).
 */
export type SingleUseTemplate = {
  discount_type: Coupon["discount_type"];
  discount_value: string;
  name?: string;
};
export type SingleUseOutcome = { status: "done"; detail: "created" | "existing" };

const lower = (code: string) => code.toLowerCase();

/** The event's coupon codes (lowercased), read once per attempt of a run. */
export async function existingCodes(eventId: string, signal?: AbortSignal): Promise<Set<string>> {
  return new Set((await listCoupons(eventId, signal)).map((c) => lower(c.code)));
}

async function existsUpstream(eventId: string, code: string, signal?: AbortSignal): Promise<boolean> {
  return (await existingCodes(eventId, signal)).has(lower(code));
}

/** Creates `code` (usage_limit 1) unless `known` (the event's codes at the start of this attempt) has it. */
export async function createSingleUseCoupon(
  eventId: string,
  code: string,
  template: SingleUseTemplate,
  known: ReadonlySet<string>,
  signal?: AbortSignal,
): Promise<SingleUseOutcome> {
  if (known.has(lower(code))) return { status: "done", detail: "existing" };
  try {
    await createCoupon(eventId, { code, ...template, usage_limit: 1, active: true }, signal);
    return { status: "done", detail: "created" };
  } catch (error) {
    // 422 "code: already exists": created by an earlier attempt (or a racing one) after `known` was read.
    if (isValidation(error) && (await existsUpstream(eventId, code, signal)))
      return { status: "done", detail: "existing" };
    // Timeout, lost connection or 5xx: the POST may have landed (no idempotency keys), so read it back.
    const ambiguous = error instanceof PartnerApiError && (error.kind !== "http" || error.status >= 500);
    if (ambiguous && !signal?.aborted) {
      if (await existsUpstream(eventId, code, signal)) return { status: "done", detail: "created" };
    }
    throw error;
  }
}
