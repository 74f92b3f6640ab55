import { asc, eq } from "drizzle-orm";

import { newId, type SimContext } from "./context";
import { buyers, holders, orderItems, orders, tickets } from "../db/schema";
import type { SandboxTx } from "../db/types";

/**
 * One ticket per holder of a just-paid order. Tickets go to the buyer's e-mail (holders have no e-mail
 * of their own until a transfer names one); the document shown at the door is the CPF, else the RG.
 */
export async function issueTickets(tx: SandboxTx, ctx: SimContext, orderId: string, at: Date): Promise<void> {
  const rows = await tx
    .select({ item: orderItems, holder: holders, email: buyers.email, eventId: orders.eventId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(holders, eq(holders.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(holders.position));
  if (!rows.length) return;
  await tx.insert(tickets).values(
    rows.map(({ item, holder, email, eventId }, i) => ({
      id: newId(ctx),
      orderId,
      eventId,
      productId: item.productId,
      productName: item.productName,
      holderName: holder.name,
      holderEmail: email,
      holderDocument: holder.documentCpf ?? holder.documentRg,
      status: "valid" as const,
      // A millisecond apart so listings keep the holders' order.
      createdAt: new Date(at.getTime() + i),
    })),
  );
}
