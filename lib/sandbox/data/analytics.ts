import { eq } from "drizzle-orm";

import type { EventAnalytics } from "@/lib/contract/analytics";

import type { AnalyticsPayload } from "../analytics/compute";
import { refreshAnalytics } from "../analytics/refresh";
import type { SandboxContext } from "../context";
import { analyticsCache } from "../db/schema";

async function cached(ctx: Pick<SandboxContext, "db">, eventId: string) {
  const [row] = await ctx.db
    .select()
    .from(analyticsCache)
    .where(eq(analyticsCache.eventId, eventId))
    .limit(1);
  return row ?? null;
}

/**
 * The event's analytics as served: from the cache, so totals lag until the next refresh (as the spec
 * warns). An event never computed is computed once on its first read rather than answered with zeros.
 */
export async function readEventAnalytics(
  ctx: Pick<SandboxContext, "db" | "clock">,
  eventId: string,
): Promise<EventAnalytics> {
  let row = await cached(ctx, eventId);
  if (!row) {
    await refreshAnalytics(ctx, eventId);
    row = await cached(ctx, eventId);
  }
  if (!row) throw new Error(`Analytics of event ${eventId} could not be computed`);
  return { cached_at: row.cachedAt.toISOString(), ...(row.payload as AnalyticsPayload) };
}
