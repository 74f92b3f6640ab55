import type { z } from "zod";

/**
 * The shape of one operation of the Partner API. The registry (operations/*.ts) declares each of the 25
 * once; the sandbox's routes, its OpenAPI document and the client's typed `call` are derived from it.
 */
export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** Failures documented beyond 401 (every operation) and 403 (every write, for read-only keys). */
export type DocumentedError = 404 | 413 | 422;

export type OperationBody = { schema: z.ZodType; required: boolean; multipart?: boolean };

export type Operation = {
  method: HttpMethod;
  /** OpenAPI path relative to `/partner/v1`, e.g. `/events/{event_id}/cover`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  query?: z.ZodObject;
  body?: OperationBody;
  success: { status: 200 | 201 | 204; description: string; schema?: z.ZodType };
  errors?: readonly DocumentedError[];
};

/** Keeps the literal types of an entry (path, schemas) so callers and handlers can infer from it. */
export function defineOperation<const O extends Operation>(op: O): O {
  return op;
}

/** `"/events/{event_id}/orders/{order_id}"` → `"event_id" | "order_id"`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export type PathParams<O extends Operation> = Record<PathParamNames<O["path"]>, string>;
export type QueryOf<O extends Operation> = O["query"] extends z.ZodType ? z.output<O["query"]> : undefined;
export type QueryInput<O extends Operation> = O["query"] extends z.ZodType ? z.input<O["query"]> : never;
export type BodyOf<O extends Operation> = O["body"] extends { schema: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
export type BodyInput<O extends Operation> = O["body"] extends { schema: infer S extends z.ZodType }
  ? z.input<S>
  : never;
type PathInput<O extends Operation> = [PathParamNames<O["path"]>] extends [never]
  ? { path?: undefined }
  : { path: PathParams<O> };
type QueryPart<O extends Operation> = O["query"] extends z.ZodType
  ? { query?: QueryInput<O> }
  : { query?: undefined };
type BodyPart<O extends Operation> = O["body"] extends { multipart: true }
  ? { form: FormData; body?: undefined }
  : O["body"] extends { required: true }
    ? { body: BodyInput<O>; form?: undefined }
    : O["body"] extends { required: false }
      ? { body?: BodyInput<O>; form?: undefined }
      : { body?: undefined; form?: undefined };
/** What a client sends for an entry: its path parameters, query, and JSON body or multipart form. */
export type OperationInput<O extends Operation> = { signal?: AbortSignal } & PathInput<O> &
  QueryPart<O> &
  BodyPart<O>;

/** What a successful call answers (parsed); `void` for an empty answer such as 204. */
export type ResultOf<O extends Operation> = O["success"]["schema"] extends z.ZodType
  ? z.output<O["success"]["schema"]>
  : void;
/** What the sandbox's handler hands back before it is checked against the response schema. */
export type ResponseInput<O extends Operation> = O["success"]["schema"] extends z.ZodType
  ? z.input<O["success"]["schema"]>
  : void;

/** The names of `{param}` segments in an OpenAPI path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** The concrete path of an operation, each parameter percent-encoded as one segment. */
export function operationPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name}`);
    const segment = String(value);
    // "." / ".." would be resolved by the URL parser (also when percent-encoded) and escape the route.
    if (segment === "" || segment === "." || segment === "..")
      throw new TypeError("Invalid Partner path segment");
    return encodeURIComponent(segment);
  });
}
