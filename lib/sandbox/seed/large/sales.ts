import type { PaymentMethod } from "@/lib/contract/orders";

import { pickLines, writeLines } from "./lines";
import { pickDoubles, salesMix, statusTimeline, type LargeStatus } from "./mix";
import { fastUuid, type BuyerInsert } from "./people";
import type { LargeEventSpec, Line, Sales, Ticket } from "./types";
import { tourneyApplies } from "../../data/orders";
import type { Rng } from "../../rng";
import { priceOrder } from "../../simulate/pricing";
import { tourneyProfileFor } from "../../simulate/tourney";

export type { LargeEventSpec, Sales };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const METHODS: PaymentMethod[] = [
  "pix",
  "pix",
  "pix",
  "credit_card",
  "credit_card",
  "gateway_pix",
  "gateway",
];
const STATUS = {
  paid: "paid",
  resale: "paid",
  cancelled: "cancelled",
  pending: "pending",
  waiting: "waiting",
  expired: "expired",
} as const;
// Refund paths of cancelled orders: PIX completed, card still pending, gateway needing an operator.
const REFUND_PATHS = [
  { method: "pix", status: "completed" },
  { method: "pix", status: "completed" },
  { method: "credit_card", status: "pending" },
  { method: "gateway", status: "manual_required" },
] as const;

/**
 * Every row of one large event's sales, generated in memory (no simulator round trips) with the
 * simulator's pricing, so amount = product − discount + fees + tip holds to the cent on each order.
 */
export function generateSales(rng: Rng, spec: LargeEventSpec, buyers: BuyerInsert[]): Sales {
  const mix = salesMix(spec.orders);
  const timeline = statusTimeline(rng, mix);
  const doubles = pickDoubles(rng, timeline, mix.doubles);
  const times = Array.from(
    { length: timeline.length },
    () => spec.from + Math.floor(rng.next() * (spec.until - spec.from)),
  ).sort((a, b) => a - b);
  const out: Sales = {
    orders: [],
    items: [],
    holders: [],
    tickets: [],
    refunds: [],
    listings: [],
    held: new Map(),
    couponUses: 0,
  };
  const resellable: Ticket[] = [];
  const tourneyOn = {
    tourneyEnabled: spec.tourneyProductIds !== null,
    tourneyProductIds: spec.tourneyProductIds,
  };

  timeline.forEach((kind: LargeStatus, i) => {
    const createdAt = new Date(times[i]);
    const buyer = buyers[rng.int(0, buyers.length - 1)];
    const orderId = fastUuid(rng);
    let lines: Line[];
    let seller: Ticket | undefined;
    if (kind === "resale") {
      seller = resellable.splice(rng.int(0, resellable.length - 1), 1)[0];
      const lot = spec.lots.find((l) => l.id === seller!.productId)!;
      lines = [
        { lot, quantity: 1, unit: Math.round((lot.amountCents * rng.int(90, 130)) / 100 / 500) * 500 || 500 },
      ];
    } else {
      lines = pickLines(rng, spec.lots, doubles.has(i));
    }
    const resale = kind === "resale";
    const coupon = !resale && spec.coupon && rng.chance(0.1) ? spec.coupon : null;
    const tipCents = !resale && spec.tips && rng.chance(0.1) ? rng.pick([500, 1000, 2000]) : 0;
    const refundPath = kind === "cancelled" ? rng.pick(REFUND_PATHS) : null;
    const method: PaymentMethod =
      refundPath?.method ?? (resale ? rng.pick(["pix", "credit_card"] as const) : rng.pick(METHODS));
    const price = priceOrder(
      lines.map((l) => ({ unitPriceCents: l.unit, quantity: l.quantity })),
      { coupon, feeBps: spec.feeBps, tipCents },
    );
    const paidAt =
      kind === "paid" || resale || kind === "cancelled" ? new Date(times[i] + rng.int(1, 600) * 1000) : null;
    const cancelledAt =
      kind === "cancelled" ? new Date(Math.min(paidAt!.getTime() + rng.int(2, 72) * HOUR, spec.until)) : null;
    const productIds = lines.map((l) => l.lot.id);
    const tourney =
      tourneyApplies(tourneyOn, productIds) && rng.chance(0.9) ? tourneyProfileFor(buyer) : null;

    out.orders.push({
      id: orderId,
      eventId: spec.eventId,
      buyerId: buyer.id,
      paymentStatus: STATUS[kind],
      paymentMethod: method,
      ...price,
      couponCode: coupon?.code ?? null,
      tourney,
      isResale: resale,
      cancelReason: cancelledAt ? "Cancelado pelo comprador" : null,
      paidAt,
      cancelledAt,
      expiresAt: kind === "expired" ? new Date(times[i] + 30 * MINUTE) : null,
      createdAt,
      updatedAt: cancelledAt ?? paidAt ?? createdAt,
    });
    if (coupon && (kind === "paid" || kind === "pending" || kind === "cancelled")) out.couponUses++;

    writeLines(rng, out, lines, { spec, kind, orderId, buyer, paidAt, resellable });

    if (seller) {
      seller.status = "transferred";
      out.listings.push({
        id: fastUuid(rng),
        ticketId: seller.id,
        eventId: spec.eventId,
        priceCents: lines[0].unit,
        status: "sold",
        buyerOrderId: orderId,
        createdAt: new Date(Math.max(seller.createdAt!.getTime(), times[i] - 2 * HOUR)),
        soldAt: paidAt,
      });
    }
    if (refundPath) {
      const partial = refundPath.status === "completed" && rng.chance(0.2);
      out.refunds.push({
        id: fastUuid(rng),
        orderId,
        status: refundPath.status,
        amountCents: partial ? Math.max(1, price.amountCents - price.feesAmountCents) : price.amountCents,
        completesAt: null,
        completedAt: refundPath.status === "completed" ? new Date(cancelledAt!.getTime() + MINUTE) : null,
        createdAt: cancelledAt!,
      });
    }
  });

  for (let k = 0; k < mix.openListings && resellable.length; k++) {
    const ticket = resellable.splice(rng.int(0, resellable.length - 1), 1)[0];
    out.listings.push({
      id: fastUuid(rng),
      ticketId: ticket.id,
      eventId: spec.eventId,
      priceCents: rng.int(10, 60) * 1000,
      status: "open",
      createdAt: new Date(spec.until - rng.int(1, 48) * HOUR),
    });
  }
  return out;
}
