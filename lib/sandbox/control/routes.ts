import type { Hono } from "hono";

import type { ControlEnv } from "../context";
import { analyticsControlRoutes } from "./analytics";
import { clockRoutes } from "./clock";
import { directoryRoutes } from "./directory";
import { faultRoutes } from "./faults";
import { requestLogRoutes } from "./requests";
import { resaleRoutes } from "./resale";
import { seedRoutes } from "./seed";
import { simulateRoutes } from "./simulate";
import { tourneyFieldRoutes } from "./tourney-field";
import { webhookControlRoutes } from "./webhooks";

/**
 * Admin-only routers of the control API, mounted at `/sandbox/v1` behind the admin token. A feature adds
 * its router here (one line) and keeps its handlers in its own file under lib/sandbox/control/.
 */
export const controlRouters: Hono<ControlEnv>[] = [
  clockRoutes,
  seedRoutes,
  webhookControlRoutes,
  faultRoutes,
  directoryRoutes,
  simulateRoutes,
  tourneyFieldRoutes,
  resaleRoutes,
  analyticsControlRoutes,
  requestLogRoutes,
];
