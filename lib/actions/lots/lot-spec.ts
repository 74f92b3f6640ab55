import "server-only";

import type { z } from "zod";

import type { Translate } from "@/lib/actions/partner-failure";
import type { RevalidateTarget, Target } from "@/lib/actions/pipeline";
import type { FieldErrors } from "@/lib/actions/result";
import { IdOrSlugSchema, IdSchema, type Product } from "@/lib/contract";
import { LOT_FORM_FIELDS, type LotProblems } from "@/lib/lots/form";
import { getEvent } from "@/lib/partner/events";
import { getProduct } from "@/lib/partner/products";

/** A lot with the event it belongs to (the API's Product does not name its event). */
export type LotRef = { eventId: string; eventSlug: string; product: Product };
/** Before a create there is no lot yet: the event alone. */
export type EventRef = { eventId: string; eventSlug: string; product: null };

/** What every lot write shares in the pipeline: capability, messages, fields and revalidation. */
export const LOT_WRITE = {
  capability: "lots:write",
  messages: "lots.errors",
  fields: LOT_FORM_FIELDS,
  revalidate: lotPaths,
} as const;

export const lotAudit = (action: string) => ({
  action,
  targetType: "product",
  targetId: (after: LotRef) => after.product.id,
});

/** The event (UUID or slug) with its producer as the API reports it; null for a malformed id. */
export async function loadEventRef(eventId: string): Promise<Target<EventRef> | null> {
  if (!IdOrSlugSchema.safeParse(eventId).success) return null;
  const event = await getEvent(eventId);
  return {
    producerId: event.producer.id,
    before: { eventId: event.id, eventSlug: event.slug, product: null },
  };
}

/** The lot of that event; null for a malformed id. The event's producer is the scope that is checked. */
export async function loadLot(eventId: string, productId: string): Promise<Target<LotRef> | null> {
  if (!IdSchema.safeParse(productId).success) return null;
  const event = await loadEventRef(eventId);
  if (!event) return null;
  const product = await getProduct(event.before.eventId, productId);
  return { producerId: event.producerId, before: { ...event.before, product } };
}

function lotPaths(after: Pick<LotRef, "eventId" | "eventSlug">): RevalidateTarget[] {
  return [
    [`/events/${after.eventId}`, "layout"],
    [`/events/${after.eventSlug}`, "layout"],
  ];
}

/** Problems found while reading the form and zod issues, as translated messages beside their fields. */
export function lotFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  problems: LotProblems,
  t: Translate,
): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems))
    out[field] = [t(problem.key, problem.sold === undefined ? undefined : { sold: problem.sold })];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    if (out[field]) continue;
    out[field] = [issueMessage(issue, t)];
  }
  return out;
}

function issueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  const field = String(issue.path[0] ?? "");
  if (field === "sell_ends_at" && issue.code === "custom") return t("endBeforeStart");
  if (field === "amount") return t("price");
  if (field === "maximum_quantity") return t("quantity");
  if (issue.code === "too_small" || (issue.code === "invalid_type" && issue.input === undefined))
    return t("required");
  if (issue.code === "too_big") return t("tooLong", { max: Number(issue.maximum) });
  return issue.message;
}
