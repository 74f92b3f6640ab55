import { createMiddleware } from "hono/factory";

import type { PartnerEnv } from "../context";

/**
 * Fault injection (latency, 5xx rate, hang, 429 with Retry-After) configured through the control API.
 * A pass-through until the faults feature fills it in; already mounted by app.ts.
 */
export const injectFaults = createMiddleware<PartnerEnv>(async (_c, next) => {
  await next();
});
