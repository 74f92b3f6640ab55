import type { Context } from "hono";

/** GET /openapi.json — filled in by the OpenAPI document builder. */
export function serveOpenApi(c: Context): Response {
  return c.json({
    openapi: "3.1.0",
    info: { title: "Partner Ticketing API (sandbox)", version: "1.0.0" },
    paths: {},
  });
}
