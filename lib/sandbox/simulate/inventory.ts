import { and, asc, eq, inArray, sql } from "drizzle-orm";

import { SimulationError } from "./context";
import { orderItems, products } from "../db/schema";
import type { SandboxTx } from "../db/types";

export type Line = { productId: string; quantity: number };

function merge(lines: Line[]): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.productId, (totals.get(l.productId) ?? 0) + l.quantity);
  // A fixed lock order (by id) so two multi-lot purchases can never deadlock each other.
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

/**
 * Takes `quantity` seats of each lot or fails the whole transaction. The conditional UPDATE is the
 * guard: PostgreSQL re-checks `held + q <= maximum` on the latest row version after waiting for a
 * concurrent writer, so no interleaving of buyers can oversell.
 */
export async function holdInventory(tx: SandboxTx, lines: Line[]): Promise<void> {
  for (const [productId, quantity] of merge(lines)) {
    const [row] = await tx
      .update(products)
      .set({ heldQuantity: sql`${products.heldQuantity} + ${quantity}` })
      .where(
        and(
          eq(products.id, productId),
          sql`${products.heldQuantity} + ${quantity} <= ${products.maximumQuantity}`,
        ),
      )
      .returning({ id: products.id });
    if (row) continue;
    const [p] = await tx
      .select({
        name: products.name,
        left: sql<number>`greatest(${products.maximumQuantity} - ${products.heldQuantity}, 0)`,
      })
      .from(products)
      .where(eq(products.id, productId));
    throw new SimulationError(
      "sold_out",
      `Not enough tickets left for "${p?.name}" (${Number(p?.left ?? 0)} available)`,
    );
  }
}

export async function releaseInventory(tx: SandboxTx, lines: Line[]): Promise<void> {
  for (const [productId, quantity] of merge(lines)) {
    await tx
      .update(products)
      .set({ heldQuantity: sql`greatest(${products.heldQuantity} - ${quantity}, 0)` })
      .where(eq(products.id, productId));
  }
}

export async function orderLines(tx: SandboxTx, orderId: string): Promise<Line[]> {
  return tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [orderId]))
    .orderBy(asc(orderItems.position));
}
