import { and, asc, desc, eq, gt, inArray, or, type SQL } from "drizzle-orm";

import type { SandboxContext } from "../context";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { ApiError } from "../errors";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

export type DeliveryFilter = { id?: string; failed?: boolean; endpointId?: string; limit: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The control API's view of one delivery and its attempts (never the endpoint secret). */
function presentDelivery(row: DeliveryRow & { url: string }, attempts: AttemptRow[]) {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    url: row.url,
    type: row.type,
    order_id: row.orderId,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    last_status: row.lastStatus,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    delivered_at: iso(row.deliveredAt),
    attempt_log: attempts.map((a) => ({
      at: a.at.toISOString(),
      status_code: a.statusCode,
      error: a.error,
      duration_ms: a.durationMs,
    })),
  };
}
export type DeliveryView = ReturnType<typeof presentDelivery>;

/**
 * Newest first. `failed` means "in trouble": given up, stopped by a disabled/deleted endpoint, or
 * still retrying after at least one failed attempt.
 */
export async function listDeliveries(ctx: SandboxContext, filter: DeliveryFilter): Promise<DeliveryView[]> {
  const d = webhookDeliveries;
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(d.id, filter.id));
  if (filter.endpointId) conditions.push(eq(d.endpointId, filter.endpointId));
  if (filter.failed) {
    conditions.push(
      or(inArray(d.status, ["failed", "disabled"]), and(eq(d.status, "pending"), gt(d.attempts, 0)))!,
    );
  }
  const rows = await ctx.db
    .select({ delivery: d, url: webhookEndpoints.url })
    .from(d)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, d.endpointId))
    .where(and(...conditions))
    .orderBy(desc(d.createdAt), asc(d.id))
    .limit(filter.limit);
  const ids = rows.map((r) => r.delivery.id);
  const attempts = ids.length
    ? await ctx.db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id))
    : [];
  return rows.map((r) =>
    presentDelivery(
      { ...r.delivery, url: r.url },
      attempts.filter((a) => a.deliveryId === r.delivery.id),
    ),
  );
}

/**
 * Queues a delivery for an attempt now: same id, same stored bytes. Works on delivered ones too
 * (receivers must ignore repeated ids); a `failed` one gets one more attempt, not a new schedule.
 * Refused when the endpoint is disabled or deleted.
 */
export async function resendDelivery(ctx: SandboxContext, id: string): Promise<DeliveryView> {
  const [row] = await ctx.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  if (!row) throw new ApiError(404, "Delivery not found");
  if (row.endpoint.deletedAt) throw new ApiError(422, "The endpoint of this delivery was deleted");
  if (!row.endpoint.active) throw new ApiError(422, "The endpoint of this delivery is disabled");
  await ctx.db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: ctx.clock.now() })
    .where(eq(webhookDeliveries.id, id));
  const [view] = await listDeliveries(ctx, { id, limit: 1 });
  return view;
}
