import { and, asc, eq, sql } from "drizzle-orm";

import type { Product } from "@/lib/contract/products";
import { fromCents } from "@/lib/money";

import { products } from "../db/schema";
import type { SandboxQueryable } from "../db/types";

export type ProductRow = typeof products.$inferSelect;

/**
 * `held_quantity` (tickets of paid and pending orders) is the one source of truth for inventory: the
 * simulator moves it with conditional UPDATEs, so reads never need to count tickets.
 */
const availableQuantity = (row: Pick<ProductRow, "maximumQuantity" | "heldQuantity">) =>
  Math.max(0, row.maximumQuantity - row.heldQuantity);

export function presentProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    amount: fromCents(row.amountCents),
    maximum_quantity: row.maximumQuantity,
    available_quantity: availableQuantity(row),
    sell_starts_at: row.sellStartsAt ? row.sellStartsAt.toISOString() : null,
    sell_ends_at: row.sellEndsAt ? row.sellEndsAt.toISOString() : null,
    hidden: row.hidden,
    product_type: row.productType,
  };
}

/** The event's products in the order the producer created them (position, then creation, then id). */
export function listProducts(db: SandboxQueryable, eventId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.eventId, eventId))
    .orderBy(asc(products.position), asc(products.createdAt), asc(products.id));
}

export async function findProduct(
  db: SandboxQueryable,
  eventId: string,
  productId: string,
): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.eventId, eventId), eq(products.id, productId)))
    .limit(1);
  return row ?? null;
}

/** Next position at the end of the event's list, so a new lot is listed last. */
export async function nextProductPosition(db: SandboxQueryable, eventId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${products.position}) + 1, 0)::int` })
    .from(products)
    .where(eq(products.eventId, eventId));
  return Number(row?.next ?? 0);
}
