import "server-only";

import type { SessionUser } from "@/lib/auth/types";
import { mapLimit } from "@/lib/concurrency";
import type { Event } from "@/lib/contract";
import { toCents } from "@/lib/money";
import { getEventAnalytics } from "@/lib/partner/analytics";
import type { ReadStep } from "@/lib/partner/every-item";
import { getOrder, listAllOrders } from "@/lib/partner/orders";
import { listProducts } from "@/lib/partner/products";
import { listEntranceTickets } from "@/lib/partner/tickets";

import { createLedger, type Settlement } from "./statement";

export type LoadOptions = {
  signal?: AbortSignal;
  now?: () => Date;
  concurrency?: number;
  /**
   * Past PARTNER_LIST_MAX_ITEMS orders: `throw` (the files: never silently incomplete) or `stop` and
   * answer `partial` (the page, which says so).
   */
  atCeiling?: "throw" | "stop";
  /** Orders read at most by each read (default PARTNER_LIST_MAX_ITEMS). */
  ceiling?: number;
  /** Pages of orders read so far, over both reads (paid, then cancelled): the page's skeleton shows it. */
  onProgress?: (step: ReadStep) => void;
};

/** A statement, and whether an orders read stopped at its ceiling with more to read. */
export type LoadedSettlement = Settlement & { partial: boolean };

/**
 * The borderô of `event` (already checked against the user's scope): the cached analytics first (so
 * the ledger knows `cached_at`), then every paid and every cancelled order through the paging helper,
 * summed as they stream; cancelled orders are read one by one for their refund (the list has none).
 */
export async function loadSettlement(
  event: Event,
  user: Pick<SessionUser, "name" | "email">,
  {
    signal,
    now = () => new Date(),
    concurrency = 4,
    atCeiling = "throw",
    ceiling,
    onProgress,
  }: LoadOptions = {},
): Promise<LoadedSettlement> {
  const [analytics, products, entrance] = await Promise.all([
    getEventAnalytics(event.id),
    listProducts(event.id),
    listEntranceTickets(event.id),
  ]);
  const ledger = createLedger(analytics);
  let partial = false;
  let before = 0; // pages of the reads already done: the cancelled read's steps follow the paid read's
  for (const payment_status of ["paid", "cancelled"] as const) {
    let pages = 0;
    const orders = listAllOrders(
      event.id,
      { payment_status },
      {
        signal,
        concurrency,
        atCeiling,
        ceiling,
        onProgress: (step) => {
          pages = step.read;
          onProgress?.({ read: before + step.read, pages: before + step.pages });
        },
      },
    );
    for (;;) {
      const next = await orders.next();
      if (next.done) {
        partial ||= next.value.partial;
        break;
      }
      ledger.add(next.value);
    }
    before += pages;
  }
  const refunds = await mapLimit(ledger.cancelledIds(), concurrency, async (id) => {
    const order = await getOrder(event.id, id, signal);
    return { orderCents: toCents(order.amount), refund: order.refund };
  });
  const statement = ledger.finish({
    event: { id: event.id, name: event.name, slug: event.slug, producer: event.producer.name },
    issuedAt: now(),
    issuedBy: { name: user.name, email: user.email },
    products,
    refunds,
    tickets: { issued: entrance.length, checkedIn: entrance.filter((t) => t.checked_in).length },
  });
  return { ...statement, partial };
}
