import { asc, count, eq, inArray } from "drizzle-orm";

import type { OrderSummary } from "@/lib/partner/schemas/orders";

import { buyers, holders, orderItems, orders, tickets } from "../db/schema";
import type { SandboxQueryable } from "../db/types";
import { formatCents } from "../money";

type EventTourney = { tourneyEnabled: boolean; tourneyProductIds: string[] | null };

/**
 * The order as `data.order` of an envelope (OrderSummary, `tourney` under the orders rules).
 * Built from the same tables the orders routes read, inside the caller's transaction.
 */
export async function webhookOrderSummary(
  db: SandboxQueryable,
  orderId: string,
  event: EventTourney,
): Promise<OrderSummary | null> {
  const [row] = await db
    .select({ order: orders, buyer: buyers })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;
  const { order, buyer } = row;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  const itemHolders = items.length
    ? await db
        .select()
        .from(holders)
        .where(
          inArray(
            holders.orderItemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(holders.position), asc(holders.id))
    : [];
  const [{ n }] = await db.select({ n: count() }).from(tickets).where(eq(tickets.orderId, orderId));
  const summary: OrderSummary = {
    id: order.id,
    event_id: order.eventId,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod ?? null,
    amount: formatCents(order.amountCents),
    product_amount: formatCents(order.productAmountCents),
    fees_amount: formatCents(order.feesAmountCents),
    discount_amount: formatCents(order.discountAmountCents),
    tip_amount: formatCents(order.tipAmountCents),
    paid_at: order.paidAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    tickets_count: n,
    buyer: { id: buyer.id, name: buyer.name, email: buyer.email, document: buyer.document },
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_name: item.productName,
      quantity: item.quantity,
      unit_price: formatCents(item.unitPriceCents),
      subtotal: formatCents(item.unitPriceCents * item.quantity),
      holders: itemHolders
        .filter((h) => h.orderItemId === item.id)
        .map((h) => ({ name: h.name, document_cpf: h.documentCpf, document_rg: h.documentRg })),
    })),
    coupon_code: order.couponCode,
  };
  const limited = event.tourneyProductIds?.length ? new Set(event.tourneyProductIds) : null;
  const applies = event.tourneyEnabled && (!limited || items.some((i) => limited.has(i.productId)));
  if (applies) summary.tourney = order.tourney ?? null;
  return summary;
}
