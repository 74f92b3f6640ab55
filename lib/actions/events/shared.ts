import "server-only";

import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";

import { failure, type ActionFailure, type FieldErrors, type FormValues } from "@/lib/actions/result";
import { isAuthError, requireProducer, requireRole, type SessionUser } from "@/lib/auth/session";
import { recordAudit } from "@/lib/db/audit";
import {
  fieldErrorsFrom,
  isForbidden,
  isNotFound,
  isUnauthorized,
  isValidation,
  PartnerApiError,
} from "@/lib/partner/errors";
import { getEvent } from "@/lib/partner/events";
import { IdOrSlugSchema, type Event } from "@/lib/contract";

import { EVENT_FORM_FIELDS, issueMessage, type DateProblems } from "./form";

type Translate = Awaited<ReturnType<typeof getTranslations<"events.errors">>>;
export const eventErrors = (): Promise<Translate> => getTranslations("events.errors");

/** Step 1 of every event write: the session's role. Returns the user or the failure to return. */
export async function authorizeWriter(t: Translate): Promise<SessionUser | ActionFailure> {
  try {
    return await requireRole("admin", "manager");
  } catch (error) {
    if (!isAuthError(error)) throw error;
    return error.reason === "unauthenticated"
      ? failure("unauthenticated", t("unauthenticated"))
      : failure("forbidden", t("forbidden"));
  }
}

/**
 * The event, if the user may change it: it must exist and its producer (read from the API, never
 * from the request) must be in the user's scope. Missing and out of scope give the same answer.
 */
export async function authorizeEvent(
  user: SessionUser,
  eventId: string,
  t: Translate,
): Promise<Event | ActionFailure> {
  if (!IdOrSlugSchema.safeParse(eventId).success) return failure("not_found", t("notFound"));
  let event: Event;
  try {
    event = await getEvent(eventId);
  } catch (error) {
    return partnerFailure(error, t);
  }
  try {
    await requireProducer(event.producer.id, user);
  } catch (error) {
    if (!isAuthError(error)) throw error;
    return failure("not_found", t("notFound"));
  }
  return event;
}

export const isFailure = (v: unknown): v is ActionFailure =>
  typeof v === "object" && v !== null && (v as { ok?: unknown }).ok === false;

/** zod issues and datetime problems as translated field errors. */
export function validationFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  problems: DateProblems,
  t: Translate,
): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems))
    out[field] = [t(problem === "required" ? "required" : "invalidDate")];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    if (out[field]) continue;
    out[field] = [issueMessage(issue, (key, values) => t(key as Parameters<Translate>[0], values))];
  }
  return out;
}

/** Step 4: an expected Partner API failure as a returned result; anything else is rethrown. */
export function partnerFailure<V extends FormValues>(
  error: unknown,
  t: Translate,
  values?: V,
): ActionFailure<V> {
  if (!(error instanceof PartnerApiError)) throw error;
  if (isValidation(error)) {
    const { fieldErrors, formErrors } = fieldErrorsFrom(error, EVENT_FORM_FIELDS);
    return failure("validation", formErrors.join(" ") || t("validation"), { fieldErrors, values });
  }
  if (isNotFound(error)) return failure("not_found", t("notFound"), { values });
  if (isUnauthorized(error)) return failure("api_key", t("apiKey"), { values });
  if (isForbidden(error)) return failure("forbidden", t("upstreamForbidden"), { values });
  // A write that timed out may still have been applied upstream (no idempotency keys): say so.
  const ambiguous = error.kind === "timeout" || error.kind === "network" || error.kind === "invalid_response";
  return failure("upstream", ambiguous ? t("upstreamAmbiguous") : t("upstream"), { values });
}

/** Step 5: the audit trail; a failure to record is logged, never reported as a failed change. */
export async function audit(user: SessionUser, action: string, before: Event | null, after: Event) {
  try {
    await recordAudit({
      actor: { id: user.id, email: user.email },
      action,
      targetType: "event",
      targetId: after.id,
      producerId: after.producer.id,
      before,
      after,
    });
  } catch (error) {
    console.error(`audit ${action} ${after.id} failed`, error);
  }
}

/** Step 6: lists, the home counts and the event's own pages show the change on next render. */
export function revalidateEvent(event: Pick<Event, "id" | "slug">) {
  revalidatePath("/");
  revalidatePath("/events");
  revalidatePath(`/events/${event.id}`, "layout");
  revalidatePath(`/events/${event.slug}`, "layout");
}
