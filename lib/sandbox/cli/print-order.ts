import type { Order } from "@/lib/contract/orders";
import { formatMoney } from "@/lib/money";

/** What a simulation answers: the order and the webhook deliveries it queued. */
export type Simulated = { order: Order; webhooks: { id: string; type: string }[] };

/** One order as the simulation left it; money in pt-BR (R$ 1.234,50) through the one formatter. */
export function printOrder({ order, webhooks }: Simulated): void {
  console.log(
    `Order ${order.id}  ${order.payment_status}  ${formatMoney(order.amount)}  ${order.payment_method ?? "-"}  ${order.buyer.email}`,
  );
  for (const t of order.tickets)
    console.log(`  ticket ${t.id}  ${t.status}  ${t.product_name ?? ""}  ${t.holder_name ?? ""}`);
  if (order.refund) console.log(`  refund ${order.refund.status}  ${formatMoney(order.refund.amount)}`);
  console.log(
    webhooks.length
      ? `  webhooks queued: ${webhooks.map((w) => `${w.type} ${w.id}`).join(", ")}`
      : "  no webhook endpoint is subscribed",
  );
}
