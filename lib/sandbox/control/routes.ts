import type { Hono } from "hono";

import type { ControlEnv } from "../context";
import { clockRoutes } from "./clock";
import { seedRoutes } from "./seed";
import { webhookControlRoutes } from "./webhooks";

/**
 * Admin-only routers of the control API, mounted at `/sandbox/v1` behind the admin token. A feature adds
 * its router here (one line) and keeps its handlers in its own file under lib/sandbox/control/.
 */
export const controlRouters: Hono<ControlEnv>[] = [clockRoutes, seedRoutes, webhookControlRoutes];
