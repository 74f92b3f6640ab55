import { and, eq, ne } from "drizzle-orm";

import { webhookInbox, type InboxRow } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { LiveMessage } from "@/lib/live/message";
import { recordLive } from "@/lib/live/outbox";

import { claimBatch, claimOne, finishClaim } from "./inbox";

/** The order as the API reports it now (GET /events/{event_id}/orders/{order_id}); null when gone. */
export type OrderState = {
  payment_status: string;
  amount: string;
  payment_method: string | null;
  items: { product_name: string }[];
  refund: { status: string } | null;
};
export type ReadBack = (eventId: string, orderId: string) => Promise<OrderState | null>;

const REFUND_STATUSES = ["pending", "completed", "manual_required"] as const;
/** The refund's state when it is one the spec names (a "manual_required" one notifies the team). */
function refundStatusOf(order: OrderState): LiveMessage["refundStatus"] {
  const status = order.refund?.status;
  return REFUND_STATUSES.find((s) => s === status);
}

/** What open pages hear: lib/live's message (a type-only import keeps this module free of server-only). */
export type Published = LiveMessage;

export interface ProcessDeps {
  readBack: ReadBack;
  /** The event's name for the message (a toast names the event); null or a failure leaves it out. */
  eventName?: (eventId: string) => Promise<string | null>;
  /**
   * Tells open pages at once, after the commit. The message is in the outbox already: if this process
   * dies first, the relay (lib/live/outbox.ts) publishes it.
   */
  publish: (message: Published) => void;
  /** How long a claim lasts before another worker may take the row over (a crashed worker's rows). */
  leaseMs?: number;
  /** Attempts before a delivery whose order cannot be read is marked failed. */
  maxAttempts?: number;
}

/**
 * Seconds, not minutes: a crashed process's claimed rows are taken over this soon after. Above the
 * read-back's 5 s budget, so a live worker is rarely overtaken; if it is, its finish fails on the claim
 * token and the effect still happens once.
 */
export const DEFAULT_LEASE_MS = 6_000;
const KINDS = new Set(["order.paid", "order.canceled", "order.refunded"]);

/** Does the order's state (read back) still match what the delivery announced? */
function current(type: string, order: OrderState): boolean {
  if (type === "order.paid") return order.payment_status === "paid";
  if (type === "order.canceled") return order.payment_status === "cancelled";
  return order.refund !== null;
}

/**
 * Applies one claimed delivery: reads the order back from the API (so deliveries in any order converge
 * on its true state), records that state, and — once per delivery, only when its claim still holds —
 * tells open pages: the message (and the notifications it causes) is written in the transaction that
 * marks the delivery applied, then published. A delivery superseded by a later change (paid, then already cancelled) is applied
 * but announces nothing; neither does a second endpoint's copy of a change already announced (rotation).
 */
export async function applyClaimed(
  db: Db,
  row: InboxRow,
  deps: ProcessDeps,
): Promise<"applied" | "failed" | "retry" | "lost"> {
  const maxAttempts = deps.maxAttempts ?? 5;
  if (!row.type || !KINDS.has(row.type) || !row.orderId || !row.eventId) {
    const ok = await finishClaim(db, row, { status: "failed", error: "delivery without an order" });
    return ok ? "failed" : "lost";
  }
  let order: OrderState | null;
  try {
    order = await deps.readBack(row.eventId, row.orderId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const status = row.attempts >= maxAttempts ? "failed" : "received";
    const ok = await finishClaim(db, row, { status, error: `read-back: ${message}`.slice(0, 500) });
    return ok ? (status === "failed" ? "failed" : "retry") : "lost";
  }
  if (!order) {
    const ok = await finishClaim(db, row, { status: "failed", error: "order not found in the API" });
    return ok ? "failed" : "lost";
  }
  const announced = await db
    .select({ id: webhookInbox.id })
    .from(webhookInbox)
    .where(
      and(
        eq(webhookInbox.orderId, row.orderId),
        eq(webhookInbox.type, row.type),
        eq(webhookInbox.status, "applied"),
        ne(webhookInbox.id, row.id),
      ),
    )
    .limit(1);
  const announce = current(row.type, order) && announced.length === 0 && row.producerId;
  const eventName = announce
    ? ((await deps.eventName?.(row.eventId).catch(() => null)) ?? undefined)
    : undefined;
  const message: Published | null =
    announce && row.producerId
      ? {
          id: row.id,
          kind: row.type as Published["kind"],
          producerId: row.producerId,
          eventId: row.eventId,
          orderId: row.orderId,
          amount: order.amount,
          paymentMethod: order.payment_method ?? undefined,
          productName: order.items[0]?.product_name,
          eventName: eventName?.slice(0, 300),
          refundStatus: refundStatusOf(order),
        }
      : null;
  // The outbox: the message and its notifications commit with the applied status, or none of them does.
  const ok = await db.transaction(async (tx) => {
    const finished = await finishClaim(tx, row, {
      status: "applied",
      orderStatus: order.payment_status,
      refundStatus: order.refund?.status ?? null,
      amount: order.amount,
    });
    if (finished && message) await recordLive(tx, message);
    return finished;
  });
  if (!ok) return "lost";
  if (message) deps.publish(message);
  return "applied";
}

/** Claims and applies batches until nothing is claimable; returns how many deliveries were applied. */
export async function drainInbox(
  db: Db,
  deps: ProcessDeps,
  {
    batch = 50,
    concurrency = 4,
    signal,
  }: { batch?: number; concurrency?: number; signal?: AbortSignal } = {},
): Promise<number> {
  let applied = 0;
  for (;;) {
    if (signal?.aborted) return applied;
    const rows = await claimBatch(db, { limit: batch, leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS });
    if (rows.length === 0) return applied;
    let next = 0;
    let retried = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        const outcome = await applyClaimed(db, row, deps);
        if (outcome === "applied") applied++;
        if (outcome === "retry") retried++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
    // Only rows waiting on an unreachable API are left: the scheduled job tries them again later.
    if (retried === rows.length) return applied;
  }
}

/** Applies one row by id (the job runner's item), if it is still claimable. */
export async function applyById(db: Db, id: string, deps: ProcessDeps): Promise<string> {
  const row = await claimOne(db, id, deps.leaseMs ?? DEFAULT_LEASE_MS);
  if (!row) return "already handled";
  return applyClaimed(db, row, deps);
}
