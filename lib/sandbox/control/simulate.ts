import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import { PaymentMethodSchema } from "@/lib/contract/orders";
import { WebhookEventTypeSchema } from "@/lib/contract/webhooks";

import type { ControlEnv, SandboxContext } from "../context";
import { presentTicket } from "../data/tickets";
import { products } from "../db/schema";
import { requireUuid } from "../scope";
import { cancelOrder, checkIn, completeRefund, confirmPayment, purchase, SimulationError } from "../simulate";
import { loadEvent } from "../simulate/checkout";
import { parseJsonBody } from "../validate";
import { simulatedOrder } from "./simulated-order";

/** Simulated platform traffic: every step goes through the simulator, so its webhooks are genuine. */
export const simulateRoutes = new Hono<ControlEnv>();

/** A given buyer: names are kept exactly as typed (tests send odd and hostile ones). */
const BuyerInput = z
  .object({
    email: z.email(),
    name: z.string().min(1).max(200).optional(),
    birthdate: z.iso.date().optional(),
  })
  .strict();

const nullableText = z.string().max(200).nullable().default(null);
/** The tournament identity given at checkout (the event must have the tournament field). */
const TourneyInput = z
  .object({
    user_id: z.string().regex(/^\d{1,20}$/),
    player_id: nullableText,
    gamertag: nullableText,
    slug: nullableText,
    prefix: nullableText,
    name: nullableText,
    email: z.email().nullable().default(null),
    avatar_url: z.url().nullable().default(null),
  })
  .strict();

const PurchaseInput = z
  .object({
    event: z.string().min(1).max(200),
    quantity: z.number().int().min(1).max(100).default(1),
    product_id: z.guid().optional(),
    coupon: z.string().min(1).max(100).optional(),
    payment_method: PaymentMethodSchema.optional(),
    buyer_email: z.email().optional(),
    buyer: BuyerInput.optional(),
    tourney: TourneyInput.nullable().optional(),
    outcome: z.enum(["pay", "pending", "expire", "waiting"]).default("pay"),
  })
  .strict()
  .refine((i) => !(i.buyer && i.buyer_email), {
    path: ["buyer"],
    message: "give buyer or buyer_email, not both",
  });
export type ControlPurchaseInput = z.input<typeof PurchaseInput>;

/** The first visible lot on sale with enough seats left (else the first lot, so the simulator says why not). */
async function defaultProduct(ctx: SandboxContext, eventId: string, quantity: number): Promise<string> {
  const lots = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.eventId, eventId), eq(products.hidden, false)))
    .orderBy(asc(products.position), asc(products.id));
  const now = ctx.clock.now();
  const open = lots.find(
    (p) =>
      (!p.sellStartsAt || p.sellStartsAt <= now) &&
      (!p.sellEndsAt || now <= p.sellEndsAt) &&
      p.maximumQuantity - p.heldQuantity >= quantity,
  );
  const chosen = open ?? lots[0];
  if (!chosen) throw new SimulationError("no_products", "The event has no visible products to buy");
  return chosen.id;
}

async function simulatePurchase(ctx: SandboxContext, input: z.output<typeof PurchaseInput>) {
  const event = await ctx.db.transaction((tx) => loadEvent(tx, input.event));
  const productId = input.product_id ?? (await defaultProduct(ctx, event.id, input.quantity));
  return purchase(ctx, {
    event: event.id,
    buyer: input.buyer ?? (input.buyer_email ? { email: input.buyer_email } : "new"),
    items: [{ productId, quantity: input.quantity }],
    tourney: input.tourney,
    couponCode: input.coupon,
    paymentMethod: input.payment_method,
    outcome: input.outcome,
  });
}

// POST /purchase {event, quantity?, product_id?, coupon?, payment_method?, buyer_email? | buyer?, tourney?, outcome?}
simulateRoutes.post("/purchase", async (c) => {
  const input = await parseJsonBody(c, PurchaseInput);
  const order = await simulatePurchase(c.var.sb, input);
  return c.json(await simulatedOrder(c.var.sb, order.id), 201);
});

const TriggerInput = z.object({ type: WebhookEventTypeSchema, event: z.string().min(1).max(200) }).strict();

// POST /trigger {type, event} — a real sale (and cancel, and refund) that sends the webhook of `type`.
simulateRoutes.post("/trigger", async (c) => {
  const { type, event } = await parseJsonBody(c, TriggerInput);
  const ctx = c.var.sb;
  const order = await simulatePurchase(ctx, PurchaseInput.parse({ event, payment_method: "pix" }));
  if (type !== "order.paid")
    await cancelOrder(ctx, order.id, { reason: "Triggered from the sandbox", by: "admin" });
  if (type === "order.refunded") await completeRefund(ctx, order.id);
  return c.json({ type, ...(await simulatedOrder(ctx, order.id)) }, 201);
});

// POST /orders/{id}/pay — a pending order or cart is paid.
simulateRoutes.post("/orders/:id/pay", async (c) => {
  const order = await confirmPayment(c.var.sb, requireUuid(c.req.param("id"), "Order"));
  return c.json(await simulatedOrder(c.var.sb, order.id));
});

const CancelInput = z.object({ reason: z.string().max(500).optional() }).strict();

// POST /orders/{id}/cancel {reason?} — as the buyer's or an administrator's cancellation.
simulateRoutes.post("/orders/:id/cancel", async (c) => {
  const { reason } = await parseJsonBody(c, CancelInput, { optional: true });
  const { order } = await cancelOrder(c.var.sb, requireUuid(c.req.param("id"), "Order"), {
    reason,
    by: "admin",
  });
  return c.json(await simulatedOrder(c.var.sb, order.id));
});

const RefundInput = z.object({ amount_cents: z.number().int().min(1).optional() }).strict();

// POST /orders/{id}/refund/complete {amount_cents?} — the refund settles now (partially with an amount).
simulateRoutes.post("/orders/:id/refund/complete", async (c) => {
  const { amount_cents } = await parseJsonBody(c, RefundInput, { optional: true });
  const orderId = requireUuid(c.req.param("id"), "Order");
  await completeRefund(c.var.sb, orderId, { amountCents: amount_cents });
  return c.json(await simulatedOrder(c.var.sb, orderId));
});

// POST /tickets/{id}/checkin
simulateRoutes.post("/tickets/:id/checkin", async (c) => {
  const ticket = await checkIn(c.var.sb, requireUuid(c.req.param("id"), "Ticket"));
  return c.json(presentTicket(ticket));
});
