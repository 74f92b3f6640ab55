import "server-only";

import { ErrorBodySchema } from "@/lib/contract/common";

/**
 * Errors of the Partner API transport. Upstream bodies never reach a message: only the parsed
 * `error`/`errors` strings of a 4xx `{error, errors}` body are kept, trimmed; 5xx, HTML and garbage
 * bodies give a generic message.
 */
export type PartnerErrorKind = "http" | "timeout" | "network" | "invalid_response";

const MAX_TEXT = 300;
const MAX_ERRORS = 50;

const GENERIC: Record<PartnerErrorKind, string> = {
  http: "The Partner API refused the request",
  timeout: "The Partner API did not answer in time",
  network: "The Partner API could not be reached",
  invalid_response: "The Partner API sent an unexpected response",
};
const UNAVAILABLE = "The Partner API is unavailable";

export class PartnerApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly errors: string[];
  readonly kind: PartnerErrorKind;
  /** The API's Retry-After on a 429/503, in seconds (lib/upstream-answer.ts passes it on). */
  retryAfterSeconds?: number;

  constructor(init: {
    status: number;
    kind: PartnerErrorKind;
    error?: string;
    errors?: string[];
    cause?: unknown;
  }) {
    const generic = init.kind === "http" && init.status >= 500 ? UNAVAILABLE : GENERIC[init.kind];
    const error = init.error ?? init.errors?.[0] ?? `${generic} (HTTP ${init.status})`;
    super(error, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "PartnerApiError";
    this.status = init.status;
    this.kind = init.kind;
    this.error = error;
    this.errors = init.errors ?? [];
  }

  /** Safe to log or return: no stack, cause or upstream body. */
  toJSON() {
    return { name: this.name, status: this.status, kind: this.kind, error: this.error, errors: this.errors };
  }
}

const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s);

/** Builds the error for a non-2xx answer from its status and raw body text. */
export function httpError(status: number, bodyText: string): PartnerApiError {
  if (status >= 500 || status < 400) return new PartnerApiError({ status, kind: "http" });
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return new PartnerApiError({ status, kind: "http" });
  }
  const parsed = ErrorBodySchema.safeParse(json);
  if (!parsed.success) return new PartnerApiError({ status, kind: "http" });
  const error = parsed.data.error?.trim() ? clip(parsed.data.error) : undefined;
  const errors = (parsed.data.errors ?? []).slice(0, MAX_ERRORS).map(clip);
  return new PartnerApiError({ status, kind: "http", error, errors });
}

const isHttp = (e: unknown, status: number): boolean =>
  e instanceof PartnerApiError && e.kind === "http" && e.status === status;

// Plain booleans: a type predicate would wrongly narrow the `false` branch of a PartnerApiError to never.
export const isUnauthorized = (e: unknown): boolean => isHttp(e, 401);
export const isForbidden = (e: unknown): boolean => isHttp(e, 403);
export const isNotFound = (e: unknown): boolean => isHttp(e, 404);
export const isValidation = (e: unknown): boolean => isHttp(e, 422);

export type FieldErrors = { fieldErrors: Record<string, string[]>; formErrors: string[] };

// Wire field names are snake_case; a capitalised "Error: …" stays a form error.
const PREFIXED = /^([a-z_][a-z0-9_]*(?:\.[a-z0-9_]+)*)\s*:\s*(.+)$/s;
const LEADING_WORD = /^([a-z_][a-z0-9_]*(?:\.[a-z0-9_]+)*)\s/;

/**
 * Maps a 422 to form errors.
 * Convention: "field: message" (dotted path for nested fields, e.g. "venue.name: is required") →
 * fieldErrors[field] = ["is required"]; "field message" whose first word is one of `fields` keeps the whole
 * message under that field; anything else, and a non-422 error's message, goes to formErrors.
 */
export function fieldErrorsFrom(e: unknown, fields?: readonly string[]): FieldErrors {
  const out: FieldErrors = { fieldErrors: {}, formErrors: [] };
  if (!(e instanceof PartnerApiError)) return { ...out, formErrors: [GENERIC.http] };
  if (!isValidation(e)) return { ...out, formErrors: [e.message] };
  const add = (field: string, message: string) => (out.fieldErrors[field] ??= []).push(message);
  for (const message of e.errors) {
    const prefixed = PREFIXED.exec(message);
    const leading = LEADING_WORD.exec(message)?.[1];
    if (prefixed && (!fields || fields.includes(prefixed[1]))) add(prefixed[1], prefixed[2].trim());
    else if (leading && fields?.includes(leading)) add(leading, message);
    else out.formErrors.push(message);
  }
  if (e.errors.length === 0) out.formErrors.push(e.error);
  return out;
}
