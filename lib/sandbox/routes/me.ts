import { asc, inArray } from "drizzle-orm";
import { Hono } from "hono";

import { PartnerMeSchema } from "@/lib/contract/me";

import type { PartnerEnv } from "../context";
import { producers } from "../db/schema";
import { respond } from "../respond";

export const meRoutes = new Hono<PartnerEnv>();

// GET /me
meRoutes.get("/me", async (c) => {
  const { producerIds, name } = c.var.auth;
  const rows = producerIds.length
    ? await c.var.sb.db
        .select({ id: producers.id, slug: producers.slug, name: producers.name })
        .from(producers)
        .where(inArray(producers.id, producerIds))
        .orderBy(asc(producers.name), asc(producers.id))
    : [];
  return respond(c, PartnerMeSchema, { name, producers: rows });
});
