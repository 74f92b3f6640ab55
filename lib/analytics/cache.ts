import "server-only";

import type { OrderSummary } from "@/lib/contract";
import { toCents } from "@/lib/money";
import { listAllOrders } from "@/lib/partner/orders";

import type { SaleRecord } from "./series";

/**
 * Paid orders per event, kept in this process (by event UUID) and refreshed incrementally: a read
 * after `freshMs` asks only for orders created since the newest one seen (minus `overlapMs`, so an
 * order reserved a little earlier and paid since is caught); every `fullEveryMs` the whole list is read
 * again, which drops orders cancelled meanwhile and catches late payments of older reservations.
 * `invalidateSales` forces that full read (the webhook inbox calls it on cancel/refund). Callers check
 * the user's scope before reading: the cache holds API truth for an event, never a per-user view.
 */
export type SalesCacheOptions = {
  now?: () => number;
  freshMs?: number;
  overlapMs?: number;
  fullEveryMs?: number;
  maxEvents?: number;
  concurrency?: number;
};

type Entry = {
  sales: Map<string, SaleRecord>;
  newestCreatedAt: number | null;
  fullAt: number;
  checkedAt: number;
};

export function toSaleRecord(order: OrderSummary): SaleRecord {
  const createdAt = Date.parse(order.created_at);
  return {
    id: order.id,
    at: order.paid_at ? Date.parse(order.paid_at) : createdAt,
    createdAt,
    amountCents: toCents(order.amount),
    tickets: order.tickets_count,
    lots: order.items.map((i) => ({ id: i.product_id, name: i.product_name ?? "", quantity: i.quantity })),
  };
}

export function createSalesCache(options: SalesCacheOptions = {}) {
  const {
    now = Date.now,
    freshMs = 15_000,
    overlapMs = 60 * 60_000,
    fullEveryMs = 10 * 60_000,
    maxEvents = 200,
    concurrency = 4,
  } = options;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<void>>();

  async function load(eventId: string, since: number | null): Promise<SaleRecord[]> {
    const out: SaleRecord[] = [];
    const query = {
      payment_status: "paid" as const,
      since: since === null ? undefined : new Date(since).toISOString(),
    };
    const pages = listAllOrders(eventId, query, { concurrency });
    for await (const order of pages) if (order.payment_status === "paid") out.push(toSaleRecord(order));
    return out;
  }

  async function refresh(eventId: string, entry: Entry | undefined): Promise<Entry> {
    const at = now();
    const full = !entry || at - entry.fullAt >= fullEveryMs;
    const since = full || entry.newestCreatedAt === null ? null : entry.newestCreatedAt - overlapMs;
    const loaded = await load(eventId, since);
    const sales = full ? new Map<string, SaleRecord>() : new Map(entry!.sales);
    for (const sale of loaded) sales.set(sale.id, sale);
    let newest = full ? null : entry!.newestCreatedAt;
    for (const sale of loaded) newest = newest === null ? sale.createdAt : Math.max(newest, sale.createdAt);
    return { sales, newestCreatedAt: newest, fullAt: full ? at : entry!.fullAt, checkedAt: at };
  }

  /** The event's paid orders, refreshed first when stale; concurrent readers share one refresh. */
  async function paidSales(eventId: string): Promise<SaleRecord[]> {
    const entry = entries.get(eventId);
    if (!entry || now() - entry.checkedAt >= freshMs) {
      let pending = inflight.get(eventId);
      if (!pending) {
        pending = refresh(eventId, entry)
          .then((next) => {
            entries.delete(eventId);
            entries.set(eventId, next);
            while (entries.size > maxEvents) entries.delete(entries.keys().next().value!);
          })
          .finally(() => inflight.delete(eventId));
        inflight.set(eventId, pending);
      }
      await pending;
    }
    return [...entries.get(eventId)!.sales.values()];
  }

  function invalidate(eventId: string) {
    const entry = entries.get(eventId);
    if (entry) {
      entry.fullAt = Number.NEGATIVE_INFINITY;
      entry.checkedAt = Number.NEGATIVE_INFINITY;
    }
  }

  return { paidSales, invalidate };
}

const shared = createSalesCache();

/** The process-wide cache the pages and the sales route read. */
export const paidSales = shared.paidSales;
/** Forces a full re-read of an event's paid orders on the next read (cancellations, refunds). */
export const invalidateSales = shared.invalidate;
