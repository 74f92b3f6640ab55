import "server-only";

import type { SessionUser } from "@/lib/auth/types";
import { mapLimit } from "@/lib/concurrency";
import type { Event } from "@/lib/contract";
import { toCents } from "@/lib/money";
import { getEventAnalytics } from "@/lib/partner/analytics";
import { getOrder, listAllOrders } from "@/lib/partner/orders";
import { listProducts } from "@/lib/partner/products";
import { listEntranceTickets } from "@/lib/partner/tickets";

import { createLedger, type Settlement } from "./statement";

export type LoadOptions = { signal?: AbortSignal; now?: () => Date; concurrency?: number };

/**
 * The borderô of `event` (already checked against the user's scope): the cached analytics first (so
 * the ledger knows `cached_at`), then every paid and every cancelled order through the paging helper,
 * summed as they stream; cancelled orders are read one by one for their refund (the list has none).
 */
export async function loadSettlement(
  event: Event,
  user: Pick<SessionUser, "name" | "email">,
  { signal, now = () => new Date(), concurrency = 4 }: LoadOptions = {},
): Promise<Settlement> {
  const [analytics, products, entrance] = await Promise.all([
    getEventAnalytics(event.id),
    listProducts(event.id),
    listEntranceTickets(event.id),
  ]);
  const ledger = createLedger(analytics);
  for (const payment_status of ["paid", "cancelled"] as const) {
    for await (const order of listAllOrders(event.id, { payment_status }, { signal, concurrency })) {
      ledger.add(order);
    }
  }
  const refunds = await mapLimit(ledger.cancelledIds(), concurrency, async (id) => {
    const order = await getOrder(event.id, id, signal);
    return { orderCents: toCents(order.amount), refund: order.refund };
  });
  return ledger.finish({
    event: { id: event.id, name: event.name, slug: event.slug, producer: event.producer.name },
    issuedAt: now(),
    issuedBy: { name: user.name, email: user.email },
    products,
    refunds,
    tickets: { issued: entrance.length, checkedIn: entrance.filter((t) => t.checked_in).length },
  });
}
