import { createMiddleware } from "hono/factory";

import type { PartnerEnv } from "../context";
import { requestLog } from "../db/schema";

/** Enough to tell keys apart in a log without storing the credential itself. */
export const redactKey = (key: string) => `${key.slice(0, 8)}…${key.slice(-4)}`;

/** One row per request, written before the response leaves so tests can count upstream writes at once. */
export const logRequests = createMiddleware<PartnerEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const auth = c.get("auth");
  try {
    await c.var.sb.db.insert(requestLog).values({
      at: c.var.sb.clock.now(),
      apiKeyId: auth?.id ?? null,
      key: auth ? redactKey(auth.key) : null,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
    });
  } catch (err) {
    console.error("[sandbox] request log failed", err);
  }
});
