import "server-only";

import { cache } from "react";

import { operations, type Product, type ProductCreate, type ProductUpdate } from "@/lib/contract";
import { call } from "@/lib/partner/client";

// GET /events/{event_id}/products — memoised per request (the page and its forecast share one call).
export const listProducts = cache(
  async (eventId: string, signal?: AbortSignal): Promise<Product[]> =>
    (await call(operations.listProducts, { path: { event_id: eventId }, signal })).data,
);

// GET /events/{event_id}/products/{product_id}
export function getProduct(eventId: string, productId: string, signal?: AbortSignal): Promise<Product> {
  return call(operations.getProduct, { path: { event_id: eventId, product_id: productId }, signal });
}

// POST /events/{event_id}/products
export function createProduct(eventId: string, input: ProductCreate, signal?: AbortSignal): Promise<Product> {
  return call(operations.createProduct, { path: { event_id: eventId }, body: input, signal });
}

// PATCH /events/{event_id}/products/{product_id}
export function updateProduct(eventId: string, productId: string, input: ProductUpdate): Promise<Product> {
  return call(operations.updateProduct, {
    path: { event_id: eventId, product_id: productId },
    body: input,
  });
}
