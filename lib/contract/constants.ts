/**
 * The contract's plain constants, without zod: client components import these (the schema files
 * re-export them), so the validation library never ships to the browser for a list of names.
 */

/** Limits of the spec ("Limits" table), shared by the sandbox's validation and Palco's forms. */
export const LIMITS = {
  perPageDefault: 25,
  perPageMax: 100,
  buyersLimitDefault: 10,
  buyersLimitMax: 50,
  searchMinLength: 2,
  cancelReasonMax: 500,
  coverMaxBytes: 5 * 1024 * 1024,
  bodyMaxBytes: 1024 * 1024,
} as const;

export const EVENT_STATUSES = ["draft", "live", "finished", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** `{event_id}` and `{producer_id}` in a path: a UUID or a slug. */
export const ID_OR_SLUG = { pattern: /^[A-Za-z0-9_-]+$/, max: 200 } as const;

export function isIdOrSlug(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length > 0 &&
    value.length <= ID_OR_SLUG.max &&
    ID_OR_SLUG.pattern.test(value)
  );
}

/**
 * Dates a client may set (event start and end, a lot's sale window): 1970 through 2100, in UTC. A typo
 * such as year 0000 would otherwise be stored as some other date by a database (PostgreSQL: 1900…).
 */
export const DATE_INPUT_RANGE = { minYear: 1970, maxYear: 2100 } as const;

export function isDateInRange(iso: string): boolean {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return false;
  const year = new Date(ms).getUTCFullYear();
  return year >= DATE_INPUT_RANGE.minYear && year <= DATE_INPUT_RANGE.maxYear;
}
