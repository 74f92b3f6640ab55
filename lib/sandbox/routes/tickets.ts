import { Hono } from "hono";

import type { PartnerEnv } from "../context";

/** Mounted at the API root by app.ts; declare full paths (e.g. `/events/:event_id/...`). */
export const ticketsRoutes = new Hono<PartnerEnv>();
