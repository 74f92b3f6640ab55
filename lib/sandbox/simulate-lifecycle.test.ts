import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { OrderSchema, WebhookEnvelopeSchema } from "@/lib/contract";

import { orderDetail } from "./data/orders";
import { coupons, refunds, tickets } from "./db/schema";
import {
  cancelOrder,
  completeRefund,
  confirmPayment,
  expireOrder,
  purchase,
  simulatorTick,
  SimulationError,
  type PurchaseInput,
  type SimContext,
} from "./simulate";
import { createScenario, type Scenario } from "./simulate/scenario";
import {
  addTestEndpoint,
  describeSimulation,
  heldOf,
  queuedFor,
  simAt,
} from "./simulate/simulate.test-support";

const MIN = 60_000;
const DAY = 86_400_000;

describeSimulation("simulate: payment, expiry, cancellation and refunds", (sb) => {
  let s: Scenario;
  let endpoint: string;
  beforeAll(async () => {
    s = await createScenario(sb().ctx, {
      producerSlug: "sunset-producoes",
      lots: [{ cents: 5000, max: 100 }],
      coupons: [{ code: "ONE", type: "amount", value: "5.00", usageLimit: 1000 }],
    });
    endpoint = await addTestEndpoint(sb());
  });
  const buy = (ctx: SimContext, over: Partial<PurchaseInput> = {}) =>
    purchase(ctx, {
      event: s.event.id,
      buyer: "new",
      items: [{ productId: s.lots[0].id, quantity: 2 }],
      ...over,
    });
  const detail = async (id: string) => OrderSchema.parse(await orderDetail(sb().db, id));
  const couponUses = async () =>
    (await sb().db.select().from(coupons).where(eq(coupons.eventId, s.event.id)))[0].uses;

  it("pending holds seats without tickets; payment issues them and queues order.paid", async () => {
    const held = await heldOf(sb(), s.lots[0].id);
    const row = await buy(sb().ctx, { outcome: "pending", paymentMethod: "credit_card" });
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held + 2);
    expect(await detail(row.id)).toMatchObject({
      payment_status: "pending",
      paid_at: null,
      tickets: [],
      tickets_count: 2,
    });
    expect(await queuedFor(sb(), row.id, endpoint)).toHaveLength(0);
    await confirmPayment(sb().ctx, row.id);
    const paid = await detail(row.id);
    expect(paid.payment_status).toBe("paid");
    expect(paid.paid_at).not.toBeNull();
    expect(paid.tickets.map((t) => t.status)).toEqual(["valid", "valid"]);
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held + 2);
    const queued = await queuedFor(sb(), row.id, endpoint);
    expect(queued.map((q) => q.type)).toEqual(["order.paid"]);
    expect(WebhookEnvelopeSchema.parse(queued[0].body).data.order.payment_status).toBe("paid");
    await expect(confirmPayment(sb().ctx, row.id)).rejects.toBeInstanceOf(SimulationError);
  });

  it("a waiting cart holds nothing until paid; expiring a pending order releases its seats and coupon use", async () => {
    const held = await heldOf(sb(), s.lots[0].id);
    const cart = await buy(sb().ctx, { outcome: "waiting" });
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held);
    await confirmPayment(sb().ctx, cart.id);
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held + 2);
    const uses = await couponUses();
    const pending = await buy(sb().ctx, { outcome: "pending", couponCode: "ONE" });
    expect(await couponUses()).toBe(uses + 1);
    await expireOrder(sb().ctx, pending.id);
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held + 2);
    expect(await couponUses()).toBe(uses);
    expect((await detail(pending.id)).payment_status).toBe("expired");
    await expect(expireOrder(sb().ctx, pending.id)).rejects.toMatchObject({ code: "invalid_state" });
    const lapsed = await buy(sb().ctx, { outcome: "expire" });
    expect(lapsed.paymentStatus).toBe("expired");
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held + 2);
  });

  it("simulatorTick expires overdue reservations by the clock and leaves the rest", async () => {
    const sim = simAt(sb());
    const held = await heldOf(sb(), s.lots[0].id);
    const soon = await buy(sim.ctx, { outcome: "pending", holdMs: 10 * MIN });
    const cart = await buy(sim.ctx, { outcome: "waiting", holdMs: 10 * MIN });
    const later = await buy(sim.ctx, { outcome: "pending", holdMs: 60 * MIN });
    const never = await buy(sim.ctx, { outcome: "pending", holdMs: null });
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held + 6);
    sim.advance(11 * MIN);
    expect((await simulatorTick(sim.ctx)).expired).toBeGreaterThanOrEqual(2);
    const status = async (id: string) => (await detail(id)).payment_status;
    expect([
      await status(soon.id),
      await status(cart.id),
      await status(later.id),
      await status(never.id),
    ]).toEqual(["expired", "expired", "pending", "pending"]);
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held + 4);
  });

  it("cancel: tickets cancelled, seats back, refund pending, order.canceled with the refund", async () => {
    const row = await buy(sb().ctx, { paymentMethod: "pix" });
    const held = await heldOf(sb(), s.lots[0].id);
    const { order, refund } = await cancelOrder(sb().ctx, row.id, { reason: "Evento adiado" });
    expect(order).toMatchObject({ paymentStatus: "cancelled", cancelReason: "Evento adiado" });
    expect(refund).toMatchObject({ status: "pending", amountCents: row.amountCents });
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held - 2);
    const view = await detail(row.id);
    expect(view.tickets.every((t) => t.status === "cancelled")).toBe(true);
    expect(view.refund).toEqual({ status: "pending", amount: (row.amountCents / 100).toFixed(2) });
    const queued = await queuedFor(sb(), row.id, endpoint);
    expect(queued.map((q) => q.type)).toEqual(["order.paid", "order.canceled"]);
    expect(queued[1].body.data.refund).toEqual({ status: "pending", amount: view.refund!.amount });
    expect(queued[1].body.data.order.payment_status).toBe("cancelled");
    await expect(cancelOrder(sb().ctx, row.id)).rejects.toMatchObject({
      code: "not_cancellable",
      status: 422,
    });
    const pending = await buy(sb().ctx, { outcome: "pending" });
    await expect(cancelOrder(sb().ctx, pending.id)).rejects.toMatchObject({ code: "not_cancellable" });
    await expect(cancelOrder(sb().ctx, pending.id, { reason: "x".repeat(501) })).rejects.toMatchObject({
      code: "invalid_reason",
    });
  });

  it("refund paths: PIX in a minute, card in two days, gateway needs an operator; each sends order.refunded", async () => {
    const sim = simAt(sb());
    const pix = await buy(sim.ctx, { paymentMethod: "gateway_pix" });
    const card = await buy(sim.ctx, { paymentMethod: "credit_card" });
    const gateway = await buy(sim.ctx, { paymentMethod: "gateway" });
    for (const o of [pix, card, gateway]) await cancelOrder(sim.ctx, o.id);
    const refundOf = async (id: string) => (await detail(id)).refund?.status;
    expect(await refundOf(gateway.id)).toBe("manual_required");
    await simulatorTick(sim.ctx);
    expect(await refundOf(pix.id)).toBe("pending");
    sim.advance(MIN);
    await simulatorTick(sim.ctx);
    expect([await refundOf(pix.id), await refundOf(card.id)]).toEqual(["completed", "pending"]);
    sim.advance(2 * DAY);
    await simulatorTick(sim.ctx);
    expect([await refundOf(card.id), await refundOf(gateway.id)]).toEqual(["completed", "manual_required"]);
    const [row] = await sb().db.select().from(refunds).where(eq(refunds.orderId, pix.id));
    expect(row.completedAt!.getTime() - row.createdAt.getTime()).toBe(MIN);
    await completeRefund(sim.ctx, gateway.id);
    expect(await refundOf(gateway.id)).toBe("completed");
    for (const o of [pix, card, gateway]) {
      const queued = await queuedFor(sb(), o.id, endpoint);
      expect(queued.map((q) => q.type)).toEqual(["order.paid", "order.canceled", "order.refunded"]);
      expect(WebhookEnvelopeSchema.parse(queued[2].body).data.refund).toEqual({
        status: "completed",
        amount: (o.amountCents / 100).toFixed(2),
      });
    }
    await expect(completeRefund(sim.ctx, pix.id)).rejects.toMatchObject({ code: "invalid_state" });
  });

  it("a partial refund completes with the smaller amount; amounts outside 1..refund are refused", async () => {
    const row = await buy(sb().ctx, { paymentMethod: "credit_card" });
    await cancelOrder(sb().ctx, row.id, { by: "buyer" });
    await expect(
      completeRefund(sb().ctx, row.id, { amountCents: row.amountCents + 1 }),
    ).rejects.toMatchObject({
      code: "invalid_amount",
    });
    await expect(completeRefund(sb().ctx, row.id, { amountCents: 0 })).rejects.toMatchObject({
      code: "invalid_amount",
    });
    const partial = row.amountCents - row.feesAmountCents;
    await completeRefund(sb().ctx, row.id, { amountCents: partial });
    const view = await detail(row.id);
    expect(view.refund).toEqual({ status: "completed", amount: (partial / 100).toFixed(2) });
    const queued = await queuedFor(sb(), row.id, endpoint);
    expect(queued.at(-1)!.body.data.refund.amount).toBe((partial / 100).toFixed(2));
    const [t] = await sb().db.select().from(tickets).where(eq(tickets.orderId, row.id));
    expect(t.status).toBe("cancelled");
    await expect(completeRefund(sb().ctx, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      status: 404,
    });
  });
});
