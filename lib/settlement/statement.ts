import type { EventAnalytics, OrderSummary, Product, Refund } from "@/lib/contract";
import { toCents } from "@/lib/money";

/**
 * The borderô (settlement statement) of one event, in integer cents: built from the event's paid and
 * cancelled orders as the orders API lists them, reconciled with the API's cached analytics.
 * Isomorphic and pure: `lib/settlement/load.ts` feeds it, the page, PDF, CSV and XLSX render it.
 */
export type LotLine = {
  productId: string;
  name: string;
  /** The lot's current price (the products API), or the last unit price seen when the lot is gone. */
  priceCents: number;
  sold: number;
  /** Tickets of fully discounted (100 % coupon) orders. */
  courtesy: number;
  /** Face value: Σ item subtotals of paid orders, courtesy included (coupons are deducted below). */
  grossCents: number;
};
export type CouponLine = { code: string; uses: number; discountCents: number };
export type MethodLine = { method: string; count: number; amountCents: number };
export type RefundStatusKey = Refund["status"] | "none";
export type RefundLine = { status: RefundStatusKey; count: number; orderCents: number; refundCents: number };

export type Totals = {
  ordersPaid: number;
  ticketsSold: number;
  courtesyTickets: number;
  productCents: number;
  discountCents: number;
  feesCents: number;
  tipCents: number;
  /** products − discounts + fees + tips = Σ order amounts */
  grossCents: number;
  /** gross − fees: tips go to the producer in full */
  netCents: number;
};

export type ApiFigures = {
  cachedAt: string | null;
  grossCents: number;
  feesCents: number;
  netCents: number;
  ticketsSold: number;
  ordersPaid: number;
};

export type Settlement = {
  event: { id: string; name: string; slug: string; producer: string };
  issuedAt: string;
  issuedBy: { name: string; email: string };
  /** First and last payment (or creation) among the orders read; null without orders. */
  period: { from: string; to: string } | null;
  lots: LotLine[];
  coupons: CouponLine[];
  methods: MethodLine[];
  cancellations: { count: number; amountCents: number; refunds: RefundLine[] };
  tickets: { issued: number; checkedIn: number };
  totals: Totals;
  api: ApiFigures;
  reconciliation: {
    /** Every total equals the API's to the cent (and the ticket and order counts). */
    matches: boolean;
    /** Paid orders paid after `cached_at` (what the cache cannot know yet). */
    afterCache: { orders: number; grossCents: number };
    difference: { grossCents: number; feesCents: number; netCents: number };
  };
};

export const NO_METHOD = "none";

/** What the statement adds up while the orders stream past (so 100k orders never sit in memory). */
export function createLedger(analytics: EventAnalytics) {
  const cachedAt = analytics.cached_at ? Date.parse(analytics.cached_at) : -Infinity;
  const late = { orders: 0, grossCents: 0 };
  const lots = new Map<string, LotLine>();
  const coupons = new Map<string, CouponLine>();
  const methods = new Map<string, MethodLine>();
  const totals: Totals = {
    ordersPaid: 0,
    ticketsSold: 0,
    courtesyTickets: 0,
    productCents: 0,
    discountCents: 0,
    feesCents: 0,
    tipCents: 0,
    grossCents: 0,
    netCents: 0,
  };
  const cancelled = { count: 0, amountCents: 0 };
  let from = Infinity;
  let to = -Infinity;

  const stamp = (o: OrderSummary) => {
    const at = Date.parse(o.paid_at ?? o.created_at);
    if (at < from) from = at;
    if (at > to) to = at;
    return at;
  };

  function addPaid(o: OrderSummary) {
    const at = stamp(o);
    const product = o.items.reduce((s, i) => s + toCents(i.subtotal), 0);
    const discount = toCents(o.discount_amount);
    const courtesy = product > 0 && discount >= product;
    for (const item of o.items) {
      const lot = lots.get(item.product_id) ?? {
        productId: item.product_id,
        name: item.product_name,
        priceCents: toCents(item.unit_price),
        sold: 0,
        courtesy: 0,
        grossCents: 0,
      };
      lot.sold += item.quantity;
      if (courtesy) lot.courtesy += item.quantity;
      lot.grossCents += toCents(item.subtotal);
      lots.set(item.product_id, lot);
      totals.ticketsSold += item.quantity;
      if (courtesy) totals.courtesyTickets += item.quantity;
    }
    if (o.coupon_code) {
      const c = coupons.get(o.coupon_code) ?? { code: o.coupon_code, uses: 0, discountCents: 0 };
      c.uses++;
      c.discountCents += discount;
      coupons.set(o.coupon_code, c);
    }
    const amount = toCents(o.amount);
    const key = o.payment_method ?? NO_METHOD;
    const m = methods.get(key) ?? { method: key, count: 0, amountCents: 0 };
    m.count++;
    m.amountCents += amount;
    methods.set(key, m);
    totals.ordersPaid++;
    totals.productCents += product;
    totals.discountCents += discount;
    totals.feesCents += toCents(o.fees_amount);
    totals.tipCents += toCents(o.tip_amount);
    if (at > cachedAt) {
      late.orders++;
      late.grossCents += amount;
    }
  }

  function addCancelled(o: OrderSummary) {
    stamp(o);
    cancelled.count++;
    cancelled.amountCents += toCents(o.amount);
  }

  return {
    add(o: OrderSummary) {
      if (o.payment_status === "paid") addPaid(o);
      else if (o.payment_status === "cancelled") addCancelled(o);
    },
    finish(input: {
      event: Settlement["event"];
      issuedAt: Date;
      issuedBy: Settlement["issuedBy"];
      products: readonly Product[];
      refunds: ReadonlyArray<{ orderCents: number; refund: Refund | null }>;
      tickets: Settlement["tickets"];
    }): Settlement {
      for (const p of input.products) {
        const lot = lots.get(p.id);
        if (lot) lot.priceCents = toCents(p.amount);
        else
          lots.set(p.id, {
            productId: p.id,
            name: p.name,
            priceCents: toCents(p.amount),
            sold: 0,
            courtesy: 0,
            grossCents: 0,
          });
      }
      totals.grossCents = totals.productCents - totals.discountCents + totals.feesCents + totals.tipCents;
      totals.netCents = totals.grossCents - totals.feesCents;
      const refunds = new Map<RefundStatusKey, RefundLine>();
      for (const { orderCents, refund } of input.refunds) {
        const status: RefundStatusKey = refund?.status ?? "none";
        const line = refunds.get(status) ?? { status, count: 0, orderCents: 0, refundCents: 0 };
        line.count++;
        line.orderCents += orderCents;
        line.refundCents += refund ? toCents(refund.amount) : 0;
        refunds.set(status, line);
      }
      const a = analytics;
      const api: ApiFigures = {
        cachedAt: a.cached_at,
        grossCents: toCents(a.gross_sales),
        feesCents: toCents(a.fees),
        netCents: toCents(a.net_to_producer),
        ticketsSold: a.tickets_sold,
        ordersPaid: a.orders_paid,
      };
      const difference = {
        grossCents: totals.grossCents - api.grossCents,
        feesCents: totals.feesCents - api.feesCents,
        netCents: totals.netCents - api.netCents,
      };
      return {
        event: input.event,
        issuedAt: input.issuedAt.toISOString(),
        issuedBy: input.issuedBy,
        period: from <= to ? { from: new Date(from).toISOString(), to: new Date(to).toISOString() } : null,
        // Lots and coupons in the order met; each reader's render sorts them by name in their language.
        lots: [...lots.values()],
        coupons: [...coupons.values()],
        methods: [...methods.values()].sort((x, y) => y.amountCents - x.amountCents),
        cancellations: {
          count: cancelled.count,
          amountCents: cancelled.amountCents,
          refunds: REFUND_ORDER.flatMap((s) => refunds.get(s) ?? []),
        },
        tickets: input.tickets,
        totals: { ...totals },
        api,
        reconciliation: {
          matches:
            difference.grossCents === 0 &&
            difference.feesCents === 0 &&
            difference.netCents === 0 &&
            api.ticketsSold === totals.ticketsSold &&
            api.ordersPaid === totals.ordersPaid,
          afterCache: { ...late },
          difference,
        },
      };
    },
  };
}

const REFUND_ORDER: RefundStatusKey[] = ["completed", "pending", "manual_required", "none"];
