import { z } from "zod";

import { WebhookEnvelopeSchema } from "@/lib/contract/webhooks";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The object schema inside optional/nullable wrappers and arrays, or null when there is none. */
function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
  let s: unknown = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap();
  return s instanceof z.ZodObject ? (s.shape as Record<string, z.ZodType>) : null;
}

function elementOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  let s: unknown = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap();
  return s instanceof z.ZodArray ? (s.element as z.ZodType) : undefined;
}

/** `value` with every object's keys in `order`'s choice; keys it does not rank keep their place after. */
function reorder(
  value: Json,
  order: (keys: string[], schema?: z.ZodType) => string[],
  schema?: z.ZodType,
): Json {
  if (Array.isArray(value)) return value.map((v) => reorder(v, order, elementOf(schema)));
  if (value === null || typeof value !== "object") return value;
  const shape = objectShape(schema);
  const out: { [key: string]: Json } = {};
  for (const key of order(Object.keys(value), schema)) out[key] = reorder(value[key], order, shape?.[key]);
  return out;
}

const contractOrder = (keys: string[], schema?: z.ZodType) => {
  const known = Object.keys(objectShape(schema) ?? {});
  return [...known.filter((k) => keys.includes(k)), ...keys.filter((k) => !known.includes(k))];
};
const sortedOrder = (keys: string[]) => [...keys].sort();

/** A delivery body with every object's keys in the contract's order (`WebhookEnvelopeSchema`). */
export const inContractOrder = (doc: Json): Json => reorder(doc, contractOrder, WebhookEnvelopeSchema);

/**
 * The compact serializations a sender may have signed when the bytes received parse as JSON but the
 * signature does not match them: as received without whitespace, with keys in the contract's order (how
 * the platform writes them), and with keys sorted. A match means the body was re-serialized on the way
 * (whitespace or key order), not signed with another secret. Empty for a body that is not JSON.
 */
export function compactForms(text: string): string[] {
  let doc: Json;
  try {
    doc = JSON.parse(text) as Json;
  } catch {
    return [];
  }
  const forms = [
    JSON.stringify(doc),
    JSON.stringify(inContractOrder(doc)),
    JSON.stringify(reorder(doc, sortedOrder)),
  ];
  return [...new Set(forms)];
}
