import { Hono } from "hono";

import type { PartnerEnv } from "../context";

export const eventsRoutes = new Hono<PartnerEnv>();
