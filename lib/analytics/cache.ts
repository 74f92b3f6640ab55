import "server-only";

import type { OrderSummary } from "@/lib/contract";
import { toCents } from "@/lib/money";
import { collectAll, type ReadStep } from "@/lib/partner/every-item";
import { listAllOrders } from "@/lib/partner/orders";
import { processSingleton } from "@/lib/process-singleton";
import { progressChannel, type ProgressChannel } from "@/lib/progress-channel";

import type { SaleRecord } from "./series";

/**
 * Paid orders per event, kept in this process (by event UUID) and refreshed incrementally: a read
 * after `freshMs` asks only for orders created since the newest one seen (minus `overlapMs`, so an
 * order reserved a little earlier and paid since is caught); every `fullEveryMs` the whole list is read
 * again, which drops orders cancelled meanwhile and catches late payments of older reservations.
 * `invalidateSales` forces that full read (the webhook inbox calls it on cancel/refund). Callers check
 * the user's scope before reading: the cache holds API truth for an event, never a per-user view.
 * A read stops at `ceiling` orders (PARTNER_LIST_MAX_ITEMS): the figures are then `partial`, never a hang.
 * An event's first read reports its progress (`nextReadStep`), for the skeleton to show.
 */
export type SalesCacheOptions = {
  now?: () => number;
  freshMs?: number;
  overlapMs?: number;
  fullEveryMs?: number;
  maxEvents?: number;
  concurrency?: number;
  /** Orders one read may hold (default PARTNER_LIST_MAX_ITEMS); past it the event's figures are partial. */
  ceiling?: number;
  /** Which orders the cache keeps (default paid; the reports keep a second cache of cancelled ones). */
  status?: "paid" | "cancelled";
};

/** An event's paid orders as cached; `partial` when the last full read stopped at the ceiling. */
export type PaidSales = { sales: SaleRecord[]; partial: boolean };

type Entry = {
  sales: Map<string, SaleRecord>;
  newestCreatedAt: number | null;
  fullAt: number;
  checkedAt: number;
  partial: boolean;
};

export function toSaleRecord(order: OrderSummary): SaleRecord {
  const createdAt = Date.parse(order.created_at);
  return {
    id: order.id,
    at: order.paid_at ? Date.parse(order.paid_at) : createdAt,
    createdAt,
    amountCents: toCents(order.amount),
    tickets: order.tickets_count,
    lots: order.items.map((i) => ({
      id: i.product_id,
      name: i.product_name ?? "",
      quantity: i.quantity,
      subtotalCents: toCents(i.subtotal),
    })),
    coupon: order.coupon_code
      ? { code: order.coupon_code, discountCents: toCents(order.discount_amount) }
      : null,
    method: order.payment_method ?? "none",
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
    ceiling,
    status = "paid",
  } = options;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<void>>();
  /** Each event's first read in flight. */
  const cold = new Map<string, ProgressChannel>();

  async function load(eventId: string, since: number | null, onProgress?: (step: ReadStep) => void) {
    const query = {
      payment_status: status,
      since: since === null ? undefined : new Date(since).toISOString(),
    };
    const pages = listAllOrders(eventId, query, { concurrency, ceiling, atCeiling: "stop", onProgress });
    const { items, partial } = await collectAll(pages, (order) =>
      order.payment_status === status ? toSaleRecord(order) : undefined,
    );
    return { loaded: items, partial };
  }

  async function refresh(eventId: string, entry: Entry | undefined): Promise<Entry> {
    const at = now();
    const full = !entry || at - entry.fullAt >= fullEveryMs;
    const since = full || entry.newestCreatedAt === null ? null : entry.newestCreatedAt - overlapMs;
    const first = entry ? undefined : coldChannel(eventId);
    const { loaded, partial } = await load(eventId, since, first?.report).finally(() => {
      if (!first) return;
      cold.delete(eventId);
      first.end();
    });
    const sales = full ? new Map<string, SaleRecord>() : new Map(entry!.sales);
    for (const sale of loaded) sales.set(sale.id, sale);
    let newest = full ? null : entry!.newestCreatedAt;
    for (const sale of loaded) newest = newest === null ? sale.createdAt : Math.max(newest, sale.createdAt);
    return {
      sales,
      newestCreatedAt: newest,
      fullAt: full ? at : entry!.fullAt,
      checkedAt: at,
      // An incremental read adds to what the last full read held: partial if either stopped at the ceiling.
      partial: full ? partial : entry!.partial || partial,
    };
  }

  /** The event's paid orders, refreshed first when stale; concurrent readers share one refresh. */
  async function read(eventId: string): Promise<PaidSales> {
    const entry = entries.get(eventId);
    if (!entry || now() - entry.checkedAt >= freshMs) {
      let pending = inflight.get(eventId);
      if (!pending) {
        pending = refresh(eventId, entry)
          .then((next) => {
            entries.delete(eventId);
            entries.set(eventId, next);
            // A watcher's channel left from while the entry was evicted: the event is cached, no first read.
            cold.get(eventId)?.end();
            cold.delete(eventId);
            while (entries.size > maxEvents) entries.delete(entries.keys().next().value!);
          })
          .finally(() => inflight.delete(eventId));
        inflight.set(eventId, pending);
      }
      await pending;
    }
    const cached = entries.get(eventId)!;
    return { sales: [...cached.sales.values()], partial: cached.partial };
  }

  const paidSales = async (eventId: string): Promise<SaleRecord[]> => (await read(eventId)).sales;

  function invalidate(eventId: string) {
    const entry = entries.get(eventId);
    if (entry) {
      entry.fullAt = Number.NEGATIVE_INFINITY;
      entry.checkedAt = Number.NEGATIVE_INFINITY;
    }
  }

  /** The channel the event's first read reports to: the one in flight, or the one it will take. */
  function coldChannel(eventId: string): ProgressChannel {
    let channel = cold.get(eventId);
    if (!channel) cold.set(eventId, (channel = progressChannel()));
    return channel;
  }

  /**
   * The progress of the event's first read, joining it when the event is not cached: the first step
   * past `after` pages read, or null once that read has ended (or when the event is cached already).
   * The read is started here unless `start` is false: then the step waits for the figure's own read
   * (one queued behind a limiter, like the overview's sparklines, is not started ahead of its turn).
   */
  async function nextReadStep(
    eventId: string,
    after = 0,
    { start = true }: { start?: boolean } = {},
  ): Promise<ReadStep | null> {
    if (entries.has(eventId)) return null;
    const channel = coldChannel(eventId);
    if (start) void read(eventId).catch(() => {}); // its failure is the figure's to show
    return channel.next(after);
  }

  /** Whether the event has been read once in this process (a later read is incremental). */
  const has = (eventId: string) => entries.has(eventId);

  return { read, paidSales, invalidate, has, nextReadStep };
}

// One per process, not per bundle: the pages, the sales route and the reports read the same orders.
const shared = processSingleton("analytics.sales", () => createSalesCache());

/** The process-wide cache the pages and the sales route read. */
export const paidSales = shared.paidSales;
/** The same, with whether the figures are partial (the read stopped at the ceiling). */
export const readPaidSales = shared.read;
/** Forces a full re-read of an event's paid orders on the next read (cancellations, refunds). */
export const invalidateSales = shared.invalidate;
/** Whether an event's paid orders are already in this process's cache. */
export const hasPaidSales = shared.has;
/** How far the event's first read is (see `nextReadStep` above). */
export const nextSalesReadStep = shared.nextReadStep;
