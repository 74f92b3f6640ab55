import "server-only";

import { cache } from "react";

import { connection } from "next/server";

import { operations, type Product, type ProductCreate, type ProductUpdate } from "@/lib/contract";
import { call } from "@/lib/partner/client";
import { paginateAll } from "@/lib/partner/paginate";

import { velocityByLot, WEEK_HOURS, HOUR_MS, type LotVelocity, type PaidOrderLike } from "./velocity";

// GET /events/{event_id}/products — memoised per request (the page and its forecast share one call).
export const listLots = cache(
  async (eventId: string): Promise<Product[]> =>
    (await call(operations.listProducts, { path: { event_id: eventId } })).data,
);

// GET /events/{event_id}/products/{product_id}
export function getLot(eventId: string, productId: string): Promise<Product> {
  return call(operations.getProduct, { path: { event_id: eventId, product_id: productId } });
}

// POST /events/{event_id}/products
export function createLot(eventId: string, input: ProductCreate): Promise<Product> {
  return call(operations.createProduct, { path: { event_id: eventId }, body: input });
}

// PATCH /events/{event_id}/products/{product_id}
export function updateLot(eventId: string, productId: string, input: ProductUpdate): Promise<Product> {
  return call(operations.updateProduct, {
    path: { event_id: eventId, product_id: productId },
    body: input,
  });
}

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

export type Velocities = { byLot: Map<string, LotVelocity>; capped: boolean };

// GET /events/{event_id}/orders?payment_status=paid&since=<7 days ago> — paged, newest first.
export async function lotVelocities(eventId: string, nowMs: number): Promise<Velocities> {
  const since = new Date(nowMs - WEEK_HOURS * HOUR_MS).toISOString();
  const orders = paginateAll(
    operations.listOrders,
    { path: { event_id: eventId }, query: { payment_status: "paid", since } },
    { concurrency: VELOCITY_CONCURRENCY },
  );
  const collected: PaidOrderLike[] = [];
  for await (const order of orders) {
    collected.push({ paid_at: order.paid_at, created_at: order.created_at, items: order.items });
    if (collected.length >= VELOCITY_MAX_ORDERS) break;
  }
  const capped = collected.length >= VELOCITY_MAX_ORDERS;
  // Newest first by creation: the span covered starts at the oldest creation seen.
  const oldest = capped ? Math.min(...collected.map((o) => Date.parse(o.created_at))) : undefined;
  return { byLot: velocityByLot(collected, nowMs, oldest), capped };
}
