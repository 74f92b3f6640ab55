import "server-only";

import { failure, type ActionFailure } from "@/lib/actions/result";
import {
  fieldErrorsFrom,
  isForbidden,
  isNotFound,
  isUnauthorized,
  isValidation,
  PartnerApiError,
} from "@/lib/partner/errors";

/** The standard failure messages every action namespace holds (e.g. `events.errors`). */
export type StandardMessage =
  | "validation"
  | "unauthenticated"
  | "forbidden"
  | "notFound"
  | "apiKey"
  | "upstream"
  | "upstreamAmbiguous"
  | "upstreamForbidden";
export type Translate = (
  key: StandardMessage | (string & {}),
  values?: Record<string, string | number>,
) => string;

/**
 * An expected Partner API failure as a returned result; anything else is rethrown. 422 fields are
 * mapped to the form's field names; a write that timed out or lost its connection may still have been
 * applied upstream (no idempotency keys), and the message says so.
 */
export function partnerFailure(
  error: unknown,
  t: Translate,
  { phase, fields }: { phase: "read" | "write"; fields?: readonly string[] },
): ActionFailure {
  if (!(error instanceof PartnerApiError)) throw error;
  if (isValidation(error)) {
    const { fieldErrors, formErrors } = fieldErrorsFrom(error, fields);
    return failure("validation", formErrors.join(" ") || t("validation"), { fieldErrors });
  }
  if (isNotFound(error)) return failure("not_found", t("notFound"));
  if (isUnauthorized(error)) return failure("api_key", t("apiKey"));
  if (isForbidden(error)) return failure("forbidden", t("upstreamForbidden"));
  const ambiguous = phase === "write" && error.kind !== "http";
  return failure("upstream", ambiguous ? t("upstreamAmbiguous") : t("upstream"));
}
