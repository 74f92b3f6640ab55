import { z } from "zod";

import * as S from "@/lib/contract";

type Json = Record<string, unknown>;
type Io = "input" | "output";

/** Response shapes, converted as zod outputs. */
const OUTPUT = [
  S.ErrorBodySchema,
  S.ProducerRefSchema,
  S.PartnerMeSchema,
  S.VenueSchema,
  S.EventSummarySchema,
  S.EventSchema,
  S.ProductSchema,
  S.CouponSchema,
  S.TicketSchema,
  S.EntranceTicketSchema,
  S.RefundSchema,
  S.OrderBuyerSchema,
  S.OrderItemSchema,
  S.TournamentProfileSchema,
  S.OrderSummarySchema,
  S.OrderSchema,
  S.EventAnalyticsSchema,
  S.BuyerSummarySchema,
  S.BuyerDetailSchema,
  S.BuyersDashboardSchema,
  S.WebhookEndpointSchema,
  S.WebhookEndpointCreatedSchema,
  S.WebhookEnvelopeSchema,
];
/** Request bodies, converted as zod inputs (defaults make fields optional). */
const INPUT = [
  S.EventCreateInput,
  S.EventUpdateInput,
  S.ProductCreateInput,
  S.ProductUpdateInput,
  S.CouponCreateInput,
  S.CouponUpdateInput,
  S.CancelOrderInput,
  S.WebhookEndpointCreateInput,
];

const idOf = (schema: z.ZodType): string | undefined =>
  z.globalRegistry.get(schema)?.id as string | undefined;

function registryOf(schemas: z.ZodType[]) {
  const registry = z.registry<{ id: string }>();
  for (const schema of schemas) {
    const id = idOf(schema);
    if (!id) throw new Error("Every OpenAPI component needs .meta({ id })");
    registry.add(schema, { id });
  }
  return registry;
}

const registries = { output: registryOf(OUTPUT), input: registryOf(INPUT) };
const REF = "#/components/schemas/";

/** zod writes local `#/$defs/X`; in the document every named schema lives under components. */
function toComponentRefs(json: Json): Json {
  const rest = { ...json };
  for (const key of ["$defs", "$schema", "$id"]) delete rest[key];
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${REF}`));
}

const FORMATS_WITH_NOISY_PATTERNS = new Set(["date-time", "date", "uuid", "email", "uri"]);

/** Keeps the document readable: a `format` says enough, and "safe integer" bounds say nothing. */
function tidy(ctx: { jsonSchema: Json }) {
  const json = ctx.jsonSchema;
  if (typeof json.format === "string" && FORMATS_WITH_NOISY_PATTERNS.has(json.format)) delete json.pattern;
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
}

const options = (io: Io) => ({ io, unrepresentable: "any" as const, override: tidy });

/** A schema as used in an operation: a `$ref` when it is a named component, else inlined with refs. */
export function schemaRef(schema: z.ZodType, io: Io): Json {
  const id = idOf(schema);
  if (id && registries[io].has(schema)) return { $ref: `${REF}${id}` };
  return toComponentRefs(z.toJSONSchema(schema, { ...options(io), metadata: registries[io] }) as Json);
}

/** `components.schemas`: every named response and request shape of the shared schemas. */
export function componentSchemas(): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const io of ["output", "input"] as const) {
    const { schemas } = z.toJSONSchema(registries[io], {
      io,
      uri: (id) => `${REF}${id}`,
      unrepresentable: "any",
    });
    for (const [id, json] of Object.entries(schemas)) out[id] = toComponentRefs(json as Json);
  }
  return out;
}
