import type { PaymentMethod, TournamentProfile } from "@/lib/contract/orders";

import { resolveBuyer, type BuyerInput, type BuyerRow } from "./buyers";
import { checkPaymentOptions, loadCartProducts, loadEvent, takeCoupon, type EventRow } from "./checkout";
import { inTx, newId, notify, type SimContext } from "./context";
import { cpfOrNull, generateCpf, generateRg } from "./documents";
import { holdInventory } from "./inventory";
import { issueTickets } from "./issue";
import { generatePerson, streamFrom } from "./people";
import { priceOrder } from "./pricing";
import { tourneySnapshot } from "./tourney";
import type { OrderRow } from "../data/orders";
import { holders, orderItems, orders } from "../db/schema";

export type HolderInput = { name?: string; cpf?: string | null; rg?: string | null };
export type PurchaseItem = { productId: string; quantity: number; holders?: HolderInput[] };
export type PurchaseOutcome = "pay" | "pending" | "expire" | "waiting";

export type PurchaseInput = {
  /** Event UUID or slug. */
  event: string;
  buyer: BuyerInput;
  items: PurchaseItem[];
  couponCode?: string;
  paymentMethod?: PaymentMethod;
  tipCents?: number;
  /** The identity given at checkout; `null` = the buyer skipped the login; absent = profile or derived. */
  tourney?: TournamentProfile | null;
  /** pay (default): paid now; pending: awaiting payment, seats held; waiting: unpaid cart; expire: lapsed. */
  outcome?: PurchaseOutcome;
  /** How long a pending order or cart lasts before `simulatorTick` expires it; null = no deadline. */
  holdMs?: number | null;
};

const DEFAULT_HOLD_MS = 30 * 60_000;

/** Holders of one item: as given, else the buyer first and made-up companions, documents per the event. */
function holderRows(
  event: EventRow,
  buyer: BuyerRow,
  orderId: string,
  itemIndex: number,
  item: PurchaseItem,
) {
  return Array.from({ length: item.quantity }, (_, i) => {
    const given = item.holders?.[i] ?? {};
    const next = streamFrom(`${orderId}:${itemIndex}:${i}`);
    const isBuyer = itemIndex === 0 && i === 0;
    const name = given.name?.trim() || (isBuyer && buyer.name) || generatePerson(next).name;
    const ownCpf = isBuyer ? cpfOrNull(buyer.document) : null;
    return {
      name,
      documentCpf: event.askForCpf ? (given.cpf ?? ownCpf ?? generateCpf(next)) : null,
      documentRg: event.askForRg ? (given.rg ?? generateRg(next)) : null,
      position: i,
    };
  });
}

/**
 * A buyer checks out: lots, sale windows, coupon, payment options and tip are checked as the platform
 * would; seats (and the coupon use) are taken atomically for paid and pending orders; a paid order
 * gets its tickets and an `order.paid` webhook in the same transaction.
 */
export async function purchase(ctx: SimContext, input: PurchaseInput): Promise<OrderRow> {
  const outcome = input.outcome ?? "pay";
  const method = input.paymentMethod ?? "pix";
  const tipCents = input.tipCents ?? 0;
  return inTx(ctx, async (tx) => {
    const now = ctx.clock.now();
    const event = await loadEvent(tx, input.event);
    const productsById = await loadCartProducts(tx, event, input.items, now);
    checkPaymentOptions(event, method, tipCents);
    const holds = outcome === "pay" || outcome === "pending";
    const buyer = await resolveBuyer(tx, ctx, input.buyer, event.producerId);
    const coupon = input.couponCode ? await takeCoupon(tx, event.id, input.couponCode, holds) : null;
    const lines = input.items.map((item) => ({
      item,
      product: productsById.get(item.productId.toLowerCase())!,
    }));
    const price = priceOrder(
      lines.map((l) => ({ unitPriceCents: l.product.amountCents, quantity: l.item.quantity })),
      { coupon, feeBps: event.feeBps, tipCents },
    );
    if (holds)
      await holdInventory(
        tx,
        lines.map((l) => ({ productId: l.product.id, quantity: l.item.quantity })),
      );

    const orderId = newId(ctx);
    const productIds = lines.map((l) => l.product.id);
    const paid = outcome === "pay";
    const status = { pay: "paid", pending: "pending", waiting: "waiting", expire: "expired" } as const;
    const holdMs = input.holdMs === undefined ? DEFAULT_HOLD_MS : input.holdMs;
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        eventId: event.id,
        buyerId: buyer.id,
        paymentStatus: status[outcome],
        // A fully discounted order is free: nothing was charged, so no method.
        paymentMethod: price.amountCents === 0 ? null : method,
        ...price,
        couponCode: coupon?.code ?? null,
        tourney: tourneySnapshot(event, productIds, input.tourney, buyer),
        paidAt: paid ? now : null,
        expiresAt:
          outcome === "expire" ? now : paid || holdMs === null ? null : new Date(now.getTime() + holdMs),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const itemIds = lines.map(() => newId(ctx));
    await tx.insert(orderItems).values(
      lines.map(({ item, product }, index) => ({
        id: itemIds[index],
        orderId,
        productId: product.id,
        productName: product.name,
        quantity: item.quantity,
        unitPriceCents: product.amountCents,
        position: index,
      })),
    );
    await tx.insert(holders).values(
      lines.flatMap(({ item }, index) =>
        holderRows(event, buyer, orderId, index, item).map((h) => ({
          id: newId(ctx),
          orderItemId: itemIds[index],
          ...h,
        })),
      ),
    );
    if (paid) {
      await issueTickets(tx, ctx, orderId, now);
      await notify(tx, ctx, "order.paid", orderId);
    }
    return order;
  });
}
