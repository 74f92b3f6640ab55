import type { Context, Hono } from "hono";
import type { z } from "zod";

import type { BodyOf, Operation, PathParams, QueryOf, ResponseInput } from "@/lib/contract/operation";
import { pathParamNames } from "@/lib/contract/operation";

import type { PartnerEnv } from "./context";
import { respond } from "./respond";
import { parseJsonBody, parseJsonObject, parseQuery } from "./validate";

/**
 * What a handler gets from its registry entry. Query and body are parsed on demand, with the entry's
 * schemas, so a handler decides the order (the addressed resource is resolved first: 404 before 422).
 */
export type OperationRequest<O extends Operation> = {
  params: PathParams<O>;
  /** The query string validated with `op.query` (422 naming each parameter). */
  query(): QueryOf<O>;
  /** The JSON body validated with `op.body.schema` (422 when malformed, missing or invalid). */
  body(): Promise<BodyOf<O>>;
  /** The JSON object as sent, before validation (for checks the schema cannot say, e.g. fixed fields). */
  json(): Promise<Record<string, unknown>>;
};

export type OperationHandler<O extends Operation> = (
  c: Context<PartnerEnv>,
  req: OperationRequest<O>,
) => Promise<ResponseInput<O>>;

/** `/events/{event_id}` → `/events/:event_id` */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/**
 * Registers the handler of one registry entry: method and path from the entry, its query and body
 * parsed with the entry's schemas, the answer checked against its response schema and sent with its
 * success status (an entry without a response schema answers an empty body).
 */
export function implement<O extends Operation>(
  router: Hono<PartnerEnv>,
  op: O,
  handler: OperationHandler<O>,
) {
  router.on(op.method.toUpperCase(), honoPath(op.path), async (c) => {
    const params = Object.fromEntries(pathParamNames(op.path).map((n) => [n, c.req.param(n) ?? ""]));
    let parsed = !op.query && (!op.body || op.body.multipart === true);
    const req: OperationRequest<O> = {
      params: params as PathParams<O>,
      query: () => {
        parsed = true;
        return (op.query ? parseQuery(c, op.query) : undefined) as QueryOf<O>;
      },
      body: async () => {
        parsed = true;
        if (!op.body) return undefined as BodyOf<O>;
        return (await parseJsonBody(c, op.body.schema, { optional: !op.body.required })) as BodyOf<O>;
      },
      json: () => parseJsonObject(c),
    };
    const result = await handler(c, req);
    if (!parsed && process.env.NODE_ENV !== "production") {
      throw new Error(`${op.operationId} answered without parsing its query or body`);
    }
    const { schema, status } = op.success;
    if (!schema) return c.body(null, status);
    return respond(c, schema as z.ZodType, result, status as 200 | 201);
  });
}
