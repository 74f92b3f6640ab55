import type { Context } from "hono";

import { openApiDocument } from "./document";

// GET /openapi.json — public; `servers` names the address the caller used.
export function serveOpenApi(c: Context): Response {
  const origin = new URL(c.req.url).origin;
  return c.json({ ...openApiDocument(), servers: [{ url: `${origin}/partner/v1` }] });
}
