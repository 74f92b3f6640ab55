import { z } from "zod";

import { IdOrSlugSchema } from "@/lib/contract";

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/**
 * `?producer=`: the app-wide producer choice (set by the header's switcher, carried on links), by slug
 * or UUID. Junk reads as absent ("every producer I can see"), never throws. The one parser pages use.
 */
export const ProducerParamSchema = z.preprocess(first, IdOrSlugSchema.optional()).catch(undefined);

export function parseProducerParam(value: unknown): string | undefined {
  return ProducerParamSchema.parse(value);
}
