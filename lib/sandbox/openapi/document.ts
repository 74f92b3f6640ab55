import { z } from "zod";

import { pathParamNames, type Operation } from "@/lib/contract/operation";
import { OPERATIONS } from "@/lib/contract/operations";

import { componentSchemas, schemaRef } from "./components";

type Json = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  401: "Missing or invalid API key",
  403: "Forbidden (read-only key)",
  404: "Not found or outside the key's scope",
  413: "Body too large (JSON 1 MB, cover 5 MB)",
  422: "Validation or business-rule failure",
};

function pathParameters(path: string): Json[] {
  return pathParamNames(path).map((name) => ({
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

function operation(op: Operation): Json {
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
    required: op.body.required,
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

/** The OpenAPI 3.1 document generated from the contract's registry (built once per process). */
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
