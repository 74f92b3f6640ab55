import "server-only";

import { toCents } from "@/lib/money";
import { listAllOrders } from "@/lib/partner/orders";

export type BulkCancelPreview = {
  /** Paid orders the run would cancel now. */
  count: number;
  /** What they would refund, in cents, in all and per payment method ("none" when the API sends null). */
  totalCents: number;
  byMethod: { method: string; count: number; cents: number }[];
};

// GET /events/{event_id}/orders?payment_status=paid&since= (every page): what a bulk cancel would touch.
export async function bulkCancelPreview(
  eventId: string,
  since: string | undefined,
): Promise<BulkCancelPreview> {
  const byMethod = new Map<string, { count: number; cents: number }>();
  let count = 0;
  let totalCents = 0;
  for await (const order of listAllOrders(eventId, { payment_status: "paid", since })) {
    const cents = toCents(order.amount);
    const key = order.payment_method ?? "none";
    const entry = byMethod.get(key) ?? { count: 0, cents: 0 };
    byMethod.set(key, { count: entry.count + 1, cents: entry.cents + cents });
    count += 1;
    totalCents += cents;
  }
  return {
    count,
    totalCents,
    byMethod: [...byMethod].map(([method, v]) => ({ method, ...v })).sort((a, b) => b.cents - a.cents),
  };
}
