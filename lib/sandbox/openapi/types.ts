import type { z } from "zod";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** One operation of the spec, declared beside the shared schemas it speaks. */
export type OperationSpec = {
  method: HttpMethod;
  /** OpenAPI path relative to `/partner/v1`, e.g. `/events/{event_id}/cover`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; required?: boolean; multipart?: boolean };
  success: { status: number; description: string; schema?: z.ZodType };
  /** Documented failures beyond 401 (always) and 403 (every write, for read-only keys). */
  errors?: Array<404 | 413 | 422>;
};
