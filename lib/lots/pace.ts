import "server-only";

import { cache } from "react";

import { connection } from "next/server";

import { env } from "@/lib/env";
import { collectAll } from "@/lib/partner/every-item";
import { listAllOrders } from "@/lib/partner/orders";
import { progressChannel, type ProgressChannel } from "@/lib/progress-channel";

import { velocityByLot, WEEK_HOURS, HOUR_MS, type LotVelocity, type PaidOrderLike } from "./velocity";

/** The instant a request renders at (dynamic: never prerendered), shared by the table and the forecast. */
export async function requestInstant(): Promise<number> {
  await connection();
  return Date.now();
}

/** Concurrent page reads of the paid orders: bounded so one busy event cannot flood the API. */
export const VELOCITY_CONCURRENCY = 3;

/**
 * At most this many of the newest paid orders are read (50 pages): a festival selling thousands a day
 * still answers quickly, and its rates come from the span those orders cover.
 */
export const VELOCITY_MAX_ORDERS = 5_000;

/** `capped`: the newest `ceiling` orders were read and more exist (a partial figure, said on the page). */
export type Velocities = { byLot: Map<string, LotVelocity>; capped: boolean; ceiling: number };

const paceReads = cache(() => new Map<string, ProgressChannel>());

/** This request's read of an event's pace orders, as far as it got (the pace's skeleton streams it). */
export function paceReadProgress(eventId: string): ProgressChannel {
  const reads = paceReads();
  let read = reads.get(eventId);
  if (!read) reads.set(eventId, (read = progressChannel()));
  return read;
}

/** Each lot's sales pace from the paid orders of the last 7 days (newest first, at most VELOCITY_MAX_ORDERS). */
export async function lotVelocities(eventId: string, nowMs: number): Promise<Velocities> {
  const since = new Date(nowMs - WEEK_HOURS * HOUR_MS).toISOString();
  const ceiling = Math.min(VELOCITY_MAX_ORDERS, env().PARTNER_LIST_MAX_ITEMS);
  const progress = paceReadProgress(eventId);
  const orders = listAllOrders(
    eventId,
    { payment_status: "paid", since },
    {
      concurrency: VELOCITY_CONCURRENCY,
      ceiling,
      atCeiling: "stop",
      onProgress: progress.report,
    },
  );
  const { items: collected, partial: capped } = await collectAll(orders, (order): PaidOrderLike => ({
    paid_at: order.paid_at,
    created_at: order.created_at,
    items: order.items,
  })).finally(progress.end);
  // Newest first by creation: the span covered starts at the oldest creation seen.
  const oldest = capped ? Math.min(...collected.map((o) => Date.parse(o.created_at))) : undefined;
  return { byLot: velocityByLot(collected, nowMs, oldest), capped, ceiling };
}
