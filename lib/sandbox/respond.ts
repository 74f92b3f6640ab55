import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/**
 * Sends a body built for a shared response schema. Outside production the body is checked against the
 * schema, so a drift between the sandbox and the contract fails loudly in tests instead of in Palco.
 */
export function respond<S extends z.ZodType>(
  c: Context,
  schema: S,
  body: z.input<S>,
  status: ContentfulStatusCode = 200,
): Response {
  if (process.env.NODE_ENV !== "production") {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new Error(`Sandbox response does not match its schema: ${JSON.stringify(result.error.issues)}`);
    }
  }
  return c.json(body as object, status);
}
