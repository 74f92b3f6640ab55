import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** Every error the sandbox answers is `{error, errors?}`; throw this anywhere in a handler. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: string[],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const notFound = (what = "Resource") => new ApiError(404, `${what} not found`);

export function errorResponse(c: Context, err: ApiError): Response {
  return c.json(err.errors ? { error: err.message, errors: err.errors } : { error: err.message }, err.status);
}

/** "<dotted.path>: <message>", the convention Palco's client maps back to form fields. */
function formatIssues(issues: z.core.$ZodIssue[], root: string): string[] {
  return issues.map((issue) => {
    const path = issue.path.length ? issue.path.map(String).join(".") : root;
    return `${path}: ${issue.message}`;
  });
}

export function validationError(issues: z.core.$ZodIssue[], root = "body"): ApiError {
  return new ApiError(422, "Validation failed", formatIssues(issues, root));
}
