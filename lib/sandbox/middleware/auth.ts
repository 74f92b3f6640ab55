import { and, eq, isNull, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";

import type { PartnerEnv } from "../context";
import { apiKeyProducers, apiKeys } from "../db/schema";
import { ApiError } from "../errors";

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Bearer key → scope. Hono's bearerAuth answers 400 to a malformed header; the spec wants 401 for
 * any missing or invalid key, so this is hand-written. Read-only keys are refused on writes (403).
 */
export const requireKey = createMiddleware<PartnerEnv>(async (c, next) => {
  const header = c.req.header("authorization");
  if (!header) throw new ApiError(401, "Missing API key");
  const match = BEARER.exec(header.trim());
  if (!match) throw new ApiError(401, "Invalid API key");
  const { db } = c.var.sb;
  // The key and its producers in one query: every request of every client comes through here.
  const [key] = await db
    .select({
      id: apiKeys.id,
      key: apiKeys.key,
      name: apiKeys.name,
      readOnly: apiKeys.readOnly,
      producerIds: sql<
        string[] | null
      >`(select array_agg(${apiKeyProducers.producerId})::text[] from ${apiKeyProducers} where ${apiKeyProducers.apiKeyId} = ${apiKeys.id})`,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.key, match[1]), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key) throw new ApiError(401, "Invalid API key");
  c.set("auth", { ...key, producerIds: key.producerIds ?? [] });
  if (key.readOnly && !SAFE_METHODS.has(c.req.method)) throw new ApiError(403, "This API key is read-only");
  await next();
});
