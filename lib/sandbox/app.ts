import { Hono } from "hono";
import type { Context } from "hono";

import type { PartnerEnv, SandboxContext } from "./context";
import { ApiError, errorResponse } from "./errors";
import { requireKey } from "./middleware/auth";
import { limitBodies } from "./middleware/body-limit";
import { injectFaults } from "./middleware/faults";
import { logRequests } from "./middleware/request-log";
import { serveOpenApi } from "./openapi/serve";
import { analyticsRoutes } from "./routes/analytics";
import { buyersRoutes } from "./routes/buyers";
import { couponsRoutes } from "./routes/coupons";
import { eventsRoutes } from "./routes/events";
import { meRoutes } from "./routes/me";
import { ordersRoutes } from "./routes/orders";
import { productsRoutes } from "./routes/products";
import { ticketsRoutes } from "./routes/tickets";
import { webhooksRoutes } from "./routes/webhooks";

export type PartnerApp = ReturnType<typeof createPartnerApp>;

/** Errors thrown anywhere become `{error, errors?}`; anything unexpected is a bare 500. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) return errorResponse(c, err);
  console.error("[sandbox]", err);
  return c.json({ error: "Internal server error" }, 500);
}

/** The Partner API of one sandbox instance, under `/partner/v1`. */
export function createPartnerApp(sb: SandboxContext) {
  const app = new Hono<PartnerEnv>().basePath("/partner/v1");
  app.use("*", async (c, next) => {
    c.set("sb", sb);
    await next();
  });
  app.use("*", logRequests);
  app.use("*", injectFaults);
  app.use("*", limitBodies);
  app.get("/openapi.json", serveOpenApi);
  app.use("*", requireKey);

  app.route("/", meRoutes);
  app.route("/", eventsRoutes);
  app.route("/", productsRoutes);
  app.route("/", couponsRoutes);
  app.route("/", ordersRoutes);
  app.route("/", ticketsRoutes);
  app.route("/", analyticsRoutes);
  app.route("/", buyersRoutes);
  app.route("/", webhooksRoutes);

  app.notFound((c) => c.json({ error: "Not found" }, 404));
  app.onError(handleError);
  return app;
}
