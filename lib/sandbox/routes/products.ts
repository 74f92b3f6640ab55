import { and, eq, lte, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";

import { operations } from "@/lib/contract/operations";
import { toCents as parseCents } from "@/lib/money";

import type { PartnerEnv } from "../context";
import { findProduct, listProducts, nextProductPosition, presentProduct } from "../data/products";
import { products } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { implement } from "../implement";
import { requireUuid, resolveEvent } from "../scope";

/** Mounted at the API root by app.ts. No DELETE: the spec has none, so the app answers 404 JSON. */
export const productsRoutes = new Hono<PartnerEnv>();

async function productInEvent(c: Context<PartnerEnv>, params: { event_id: string; product_id: string }) {
  const event = await resolveEvent(c, params.event_id);
  const productId = requireUuid(params.product_id, "Product");
  const product = await findProduct(c.var.sb.db, event.id, productId);
  if (!product) throw notFound("Product");
  return product;
}

const fieldError = (message: string) => new ApiError(422, "Validation failed", [message]);

// GET /events/{event_id}/products
implement(productsRoutes, operations.listProducts, async (c, { params }) => {
  const event = await resolveEvent(c, params.event_id);
  const rows = await listProducts(c.var.sb.db, event.id);
  return { data: rows.map(presentProduct) };
});

// POST /events/{event_id}/products — the spec's create has no product_type, so new lots are tickets.
implement(productsRoutes, operations.createProduct, async (c, req) => {
  const event = await resolveEvent(c, req.params.event_id);
  const input = await req.body();
  const now = c.var.sb.clock.now();
  const row = await c.var.sb.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values({
        eventId: event.id,
        name: input.name,
        amountCents: parseCents(input.amount),
        maximumQuantity: input.maximum_quantity,
        sellStartsAt: input.sell_starts_at ? new Date(input.sell_starts_at) : null,
        sellEndsAt: input.sell_ends_at ? new Date(input.sell_ends_at) : null,
        hidden: input.hidden,
        productType: "ticket",
        position: await nextProductPosition(tx, event.id),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created;
  });
  return presentProduct(row);
});

// GET /events/{event_id}/products/{product_id}
implement(productsRoutes, operations.getProduct, async (c, { params }) => {
  return presentProduct(await productInEvent(c, params));
});

// PATCH /events/{event_id}/products/{product_id}
implement(productsRoutes, operations.updateProduct, async (c, req) => {
  const current = await productInEvent(c, req.params);
  const input = await req.body();
  const pick = (v: string | null | undefined, old: Date | null) =>
    v === undefined ? old : v === null ? null : new Date(v);
  const sellStartsAt = pick(input.sell_starts_at, current.sellStartsAt);
  const sellEndsAt = pick(input.sell_ends_at, current.sellEndsAt);
  if (sellStartsAt && sellEndsAt && sellEndsAt < sellStartsAt)
    throw fieldError("sell_ends_at: must not be before sell_starts_at");

  const where: SQL[] = [eq(products.id, current.id)];
  // Conditional on held_quantity in the same statement, so a concurrent purchase can never be oversold.
  if (input.maximum_quantity !== undefined) where.push(lte(products.heldQuantity, input.maximum_quantity));
  const [row] = await c.var.sb.db
    .update(products)
    .set({
      name: input.name,
      amountCents: input.amount === undefined ? undefined : parseCents(input.amount),
      maximumQuantity: input.maximum_quantity,
      sellStartsAt,
      sellEndsAt,
      hidden: input.hidden,
      updatedAt: c.var.sb.clock.now(),
    })
    .where(and(...where))
    .returning();
  if (!row) {
    const latest = await findProduct(c.var.sb.db, current.eventId, current.id);
    if (!latest) throw notFound("Product");
    throw fieldError(
      `maximum_quantity: cannot be lower than the ${latest.heldQuantity} tickets already sold or reserved`,
    );
  }
  return presentProduct(row);
});
