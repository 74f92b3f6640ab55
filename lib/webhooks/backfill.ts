import { and, inArray, isNotNull } from "drizzle-orm";

import { webhookInbox } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/** An order as `GET /events/{id}/orders?since=` lists it (only what the backfill needs). */
export type ListedOrder = { id: string; payment_status: string; amount: string; created_at: string };

const TYPE_OF: Record<string, string> = { paid: "order.paid", cancelled: "order.canceled" };

/**
 * Records the listed paid or cancelled orders that no delivery (nor an earlier backfill) reported, as
 * "arrived by backfill"; returns how many were missing. Ids are stable (`backfill:<order>:<status>`),
 * so running it again finds nothing new.
 */
export async function recordGap(
  db: Db,
  event: { eventId: string; producerId: string },
  orders: readonly ListedOrder[],
): Promise<number> {
  const relevant = orders.filter((o) => TYPE_OF[o.payment_status]);
  if (relevant.length === 0) return 0;
  const seen = await db
    .selectDistinct({ orderId: webhookInbox.orderId })
    .from(webhookInbox)
    .where(
      and(
        isNotNull(webhookInbox.orderId),
        inArray(
          webhookInbox.orderId,
          relevant.map((o) => o.id),
        ),
      ),
    );
  const known = new Set(seen.map((r) => r.orderId));
  const missing = relevant.filter((o) => !known.has(o.id));
  if (missing.length === 0) return 0;
  await db
    .insert(webhookInbox)
    .values(
      missing.map((o) => ({
        id: `backfill:${o.id}:${o.payment_status}`,
        kind: "backfill" as const,
        status: "applied" as const,
        type: TYPE_OF[o.payment_status],
        orderId: o.id,
        eventId: event.eventId,
        producerId: event.producerId,
        amount: o.amount,
        orderStatus: o.payment_status,
        processedAt: new Date(),
        cause: "arrived_by_backfill",
      })),
    )
    .onConflictDoNothing();
  return missing.length;
}
