import { z } from "zod";

import { catalogOperations } from "./ops-catalog";
import { buyerAndWebhookOperations } from "./ops-buyers";
import { eventOperations } from "./ops-events";
import { salesOperations } from "./ops-sales";
import { componentSchemas, schemaRef } from "./components";
import type { OperationSpec } from "./types";

type Json = Record<string, unknown>;

/** Every operation of the spec (25), in the spec's order. */
export const OPERATIONS: OperationSpec[] = [
  ...eventOperations,
  ...catalogOperations,
  ...salesOperations,
  ...buyerAndWebhookOperations,
];

const ERROR_TEXT: Record<number, string> = {
  401: "Missing or invalid API key",
  403: "Forbidden (read-only key)",
  404: "Not found or outside the key's scope",
  413: "Body too large (JSON 1 MB, cover 5 MB)",
  422: "Validation or business-rule failure",
};

function pathParameters(path: string): Json[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema:
      name === "event_id" || name === "producer_id"
        ? { type: "string", description: "UUID or slug" }
        : { type: "string", format: "uuid" },
  }));
}

function queryParameters(query: z.ZodObject | undefined): Json[] {
  if (!query) return [];
  const json = schemaRef(query, "input") as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema,
  }));
}

function operation(op: OperationSpec): Json {
  const errors = new Set<number>([401, ...(op.method === "get" ? [] : [403]), ...(op.errors ?? [])]);
  const responses: Json = {
    [op.success.status]: op.success.schema
      ? {
          description: op.success.description,
          content: { "application/json": { schema: schemaRef(op.success.schema, "output") } },
        }
      : { description: op.success.description },
  };
  for (const status of [...errors].sort()) {
    responses[status] = {
      description: ERROR_TEXT[status],
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  const body = op.body && {
    required: op.body.required ?? true,
    content: {
      [op.body.multipart ? "multipart/form-data" : "application/json"]: {
        schema: schemaRef(op.body.schema, "input"),
      },
    },
  };
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    parameters: [...pathParameters(op.path), ...queryParameters(op.query)],
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

let cached: Json | undefined;

/** The OpenAPI 3.1 document generated from the shared zod schemas (built once per process). */
export function openApiDocument(): Json {
  if (cached) return cached;
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) paths[op.path] = { ...paths[op.path], [op.method]: operation(op) };
  cached = {
    openapi: "3.1.0",
    info: {
      title: "Partner Ticketing API",
      version: "1.0.0",
      description:
        "Served by the Palco sandbox. Money is BRL as decimal strings; timestamps are UTC ISO 8601.",
    },
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
      schemas: componentSchemas(),
    },
  };
  return cached;
}
