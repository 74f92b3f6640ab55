import "server-only";

import type { SessionUser } from "@/lib/auth/types";
import { limiter } from "@/lib/concurrency";
import type { EntranceTicket, Event } from "@/lib/contract";
import { getEventAnalytics } from "@/lib/partner/analytics";
import type { ReadStep } from "@/lib/partner/every-item";
import { getOrder, listAllOrders } from "@/lib/partner/orders";
import { listProducts } from "@/lib/partner/products";
import { listEntranceTickets } from "@/lib/partner/tickets";

import { completedRefunds, refundReadOf, type RefundCache, type RefundRead } from "./refund-cache";
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
  /** Completed refunds already read (default: this process's); only the others are read again. */
  refundCache?: RefundCache;
};

/** A statement, and whether an orders read stopped at its ceiling with more to read. */
export type LoadedSettlement = Settlement & { partial: boolean };

/**
 * The borderô of `event` (already checked against the user's scope): the cached analytics first (so
 * the ledger knows `cached_at`), then every paid and every cancelled order through the paging helper,
 * summed as they stream. The list carries no refund, so each cancelled order is read once more for it:
 * those reads start as the cancelled orders arrive (cancelled first, the smaller list) and run, bounded,
 * beside the walk of the paid orders instead of after it. A completed refund is final: read once per
 * process (`refund-cache.ts`), not again for the next statement.
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
    refundCache = completedRefunds,
  }: LoadOptions = {},
): Promise<LoadedSettlement> {
  const [analytics, products] = await Promise.all([getEventAnalytics(event.id), listProducts(event.id)]);
  // The entrance list (one answer of megabytes for a large event) downloads beside the order walk; only
  // after the two small reads, which a busy API serialising it could push past their 5 s budget.
  const entranceRead = listEntranceTickets(event.id);
  entranceRead.catch(() => {}); // awaited at the end; a failure meanwhile is not "unhandled"
  const ledger = createLedger(analytics);
  // Its own abort: a failed walk (e.g. past the ceiling) stops the refund reads still waiting their turn.
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const readRefund = limiter(concurrency);
  const refundReads: Promise<RefundRead>[] = [];
  let refunds: RefundRead[];
  let entrance: EntranceTicket[];
  let partial = false;
  let before = 0; // pages of the reads already done: the paid read's steps follow the cancelled read's
  try {
    for (const payment_status of ["cancelled", "paid"] as const) {
      let pages = 0;
      const orders = listAllOrders(
        event.id,
        { payment_status },
        {
          signal,
          attemptTimeoutMs: WALK_ATTEMPT_TIMEOUT_MS,
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
        if (next.value.payment_status === "cancelled") {
          const id = next.value.id;
          const known = refundCache.get(event.id, id);
          const read = known
            ? Promise.resolve(known)
            : readRefund(() => readRefundOf(event.id, id, stop.signal, refundCache));
          read.catch(() => {}); // awaited below; a failure meanwhile is not "unhandled"
          refundReads.push(read);
        }
      }
      before += pages;
    }
    refunds = await Promise.all(refundReads);
    entrance = await entranceRead;
  } catch (error) {
    stop.abort(error);
    await Promise.allSettled(refundReads);
    throw error;
  } finally {
    signal?.removeEventListener("abort", onAbort);
  }
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

/**
 * Per attempt of the borderô's order pages and refund reads: a file reads every order of the event, and
 * on a busy API a deep page of a 100,000-order event takes over 3 s (a page view's bound).
 */
const WALK_ATTEMPT_TIMEOUT_MS = 15_000;

async function readRefundOf(
  eventId: string,
  orderId: string,
  signal: AbortSignal,
  cache: RefundCache,
): Promise<RefundRead> {
  signal.throwIfAborted();
  const order = await getOrder(eventId, orderId, signal, WALK_ATTEMPT_TIMEOUT_MS);
  const read = refundReadOf(order);
  cache.keep(eventId, orderId, read);
  return read;
}
