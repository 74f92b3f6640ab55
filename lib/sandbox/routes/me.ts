import { asc, inArray } from "drizzle-orm";
import { Hono } from "hono";

import { operations } from "@/lib/contract/operations";

import type { PartnerEnv } from "../context";
import { producers } from "../db/schema";
import { implement } from "../implement";

export const meRoutes = new Hono<PartnerEnv>();

// GET /me
implement(meRoutes, operations.getMe, async (c) => {
  const { producerIds, name } = c.var.auth;
  const rows = producerIds.length
    ? await c.var.sb.db
        .select({ id: producers.id, slug: producers.slug, name: producers.name })
        .from(producers)
        .where(inArray(producers.id, producerIds))
        .orderBy(asc(producers.name), asc(producers.id))
    : [];
  return { name, producers: rows };
});
