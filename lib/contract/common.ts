import { z } from "zod";

import { DATE_INPUT_RANGE, ID_OR_SLUG, isDateInRange, LIMITS } from "./constants";

export { LIMITS };

/** Identifiers are UUIDs; `guid` accepts any 8-4-4-4-12 hex so a real API's ids never fail parsing. */
export const IdSchema = z.guid();
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and hyphens");
/** `{event_id}` and `{producer_id}` in a path: a UUID or a slug. */
export const IdOrSlugSchema = z
  .string()
  .min(1)
  .max(ID_OR_SLUG.max)
  .regex(ID_OR_SLUG.pattern, "a UUID or a slug");
export const DateTimeSchema = z.iso.datetime({ offset: true });
export const DateSchema = z.iso.date();
/** A date-time a client sends: also within DATE_INPUT_RANGE (answers keep DateTimeSchema: never refuse to read). */
export const DateTimeInputSchema = DateTimeSchema.refine(isDateInRange, {
  message: `must be between ${DATE_INPUT_RANGE.minYear} and ${DATE_INPUT_RANGE.maxYear}`,
});

/** Money on the wire: BRL as a decimal string with two places ("1234.50"). */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/, "a decimal string with two places, e.g. 10.00");
/** Money a client sends: never negative. */
export const MoneyInputSchema = z
  .string()
  .regex(/^\d{1,10}\.\d{2}$/, "a non-negative amount with two decimal places, e.g. 10.00");

/*
 * Display-only fields (names, texts, covers, avatars): Palco shows them and never acts on them, so an odd
 * value costs that one item its text or image instead of failing the whole response (the item keeps its
 * strict ids, money and states). `.meta({ default: undefined })` keeps the fallback out of the OpenAPI
 * document, which shows the real shape.
 */
/** The placeholder a display-only name shows when the API sent no usable string. */
export const MISSING_TEXT = "—";
/** An http(s) URL to show (a cover, an avatar), or null when absent or unusable. */
export const DisplayUrlSchema = z
  .url({ protocol: /^https?$/ })
  .nullable()
  .catch(null)
  .meta({ default: undefined });
/** A name that is only shown; `MISSING_TEXT` when absent or not a string. */
export const DisplayNameSchema = z.string().catch(MISSING_TEXT).meta({ default: undefined });
/** Optional text that is only shown (bio, city, a holder's document…); null when absent or not a string. */
export const DisplayTextSchema = z.string().nullable().catch(null).meta({ default: undefined });
/** An e-mail address as the API spells it: shown and exported, never parsed, so any string is kept. */
export const EmailTextSchema = z.string().meta({ format: "email" });

export const ProducerRefSchema = z
  .object({ id: IdSchema, slug: z.string(), name: DisplayNameSchema })
  .meta({ id: "ProducerRef" });
export type ProducerRef = z.infer<typeof ProducerRefSchema>;

export const ErrorBodySchema = z
  .object({ error: z.string().optional(), errors: z.array(z.string()).optional() })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** `page`/`per_page` of paged lists; out of range is a 422, never clamped (DESIGN.md). */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(LIMITS.perPageMax).default(LIMITS.perPageDefault),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
  });
}
export type Paged<T> = { data: T[]; page: number; per_page: number; total: number };

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}
