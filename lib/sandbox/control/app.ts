import { Hono } from "hono";

import { handleError } from "../app";
import type { ControlEnv, SandboxContext } from "../context";
import { requireAdmin } from "./admin-token";
import { coverRoutes } from "./covers";
import { controlRouters } from "./routes";

export type ControlApp = ReturnType<typeof createControlApp>;

/** The sandbox's own control API under `/sandbox/v1`: public cover files, everything else admin-only. */
export function createControlApp(sb: SandboxContext) {
  const app = new Hono<ControlEnv>().basePath("/sandbox/v1");
  app.use("*", async (c, next) => {
    c.set("sb", sb);
    await next();
  });
  app.route("/", coverRoutes);
  app.use("*", requireAdmin);
  for (const router of controlRouters) app.route("/", router);
  app.notFound((c) => c.json({ error: "Not found" }, 404));
  app.onError(handleError);
  return app;
}
