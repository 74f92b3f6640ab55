import { asc, eq } from "drizzle-orm";

import type { SandboxContext } from "../context";
import { orderDetail } from "../data/orders";
import { webhookDeliveries } from "../db/schema";

/** What a simulation answers: the order as the Partner API shows it, and the webhooks it queued. */
export async function simulatedOrder(ctx: SandboxContext, orderId: string) {
  const queued = await ctx.db
    .select({
      id: webhookDeliveries.id,
      type: webhookDeliveries.type,
      endpoint_id: webhookDeliveries.endpointId,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.orderId, orderId))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
  return { order: await orderDetail(ctx.db, orderId), webhooks: queued };
}
