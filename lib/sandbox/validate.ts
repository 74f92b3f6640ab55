import type { Context } from "hono";
import type { z } from "zod";

import { ApiError, validationError } from "./errors";

/** Zod's default for a missing key reads "expected string, received undefined"; say what it means. */
const requiredMessage = (iss: { code?: string; input?: unknown }) =>
  iss.code === "invalid_type" && iss.input === undefined ? "is required" : undefined;

function validate<S extends z.ZodType>(schema: S, input: unknown, root = "body"): z.output<S> {
  const result = schema.safeParse(input, { error: requiredMessage });
  if (!result.success) throw validationError(result.error.issues, root);
  return result.data;
}

/**
 * Paths of strings holding U+0000: PostgreSQL text cannot store it (the insert would fail with a 500),
 * so such input is a 422 naming the field, like any other invalid value.
 */
function nulPaths(value: unknown, path: string, out: string[] = []): string[] {
  if (out.length >= 20) return out;
  if (typeof value === "string") {
    if (value.includes("\u0000")) out.push(path);
  } else if (Array.isArray(value)) value.forEach((v, i) => nulPaths(v, `${path}.${i}`, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) nulPaths(v, path ? `${path}.${k}` : k, out);
  return out;
}

function refuseNul(value: unknown, root: string): void {
  const paths = nulPaths(value, "");
  if (paths.length === 0) return;
  throw new ApiError(
    422,
    "Validation failed",
    paths.map((p) => `${p || root}: must not contain the NUL character (U+0000)`),
  );
}

/** The JSON body as a plain object, unvalidated (422 when missing, malformed or not an object). */
export async function parseJsonObject(
  c: Context,
  opts: { optional?: boolean } = {},
): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) {
    if (opts.optional) return {};
    throw new ApiError(422, "Validation failed", ["body: a JSON object is required"]);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(422, "Malformed JSON body");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError(422, "Validation failed", ["body: must be a JSON object"]);
  }
  refuseNul(body, "body");
  return body as Record<string, unknown>;
}

/** Parses the JSON body (422 when malformed) and validates it with a shared schema. */
export async function parseJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  opts: { optional?: boolean } = {},
): Promise<z.output<S>> {
  return validate(schema, await parseJsonObject(c, opts));
}

/** Validates the query string with a shared schema (422 naming each parameter). */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query = c.req.query();
  refuseNul(query, "query");
  return validate(schema, query, "query");
}
