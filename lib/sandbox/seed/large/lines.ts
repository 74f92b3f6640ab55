import type { LargeStatus } from "./mix";
import { fastUuid, randomName, type BuyerInsert } from "./people";
import type { LargeEventSpec, LargeLot, Line, Sales, Ticket } from "./types";
import type { Rng } from "../../rng";
import { generateCpf, generateRg } from "../../simulate/documents";

function pickLot(rng: Rng, lots: LargeLot[]): LargeLot {
  let r = rng.next() * lots.reduce((s, l) => s + l.weight, 0);
  for (const lot of lots) if ((r -= lot.weight) < 0) return lot;
  return lots[0];
}

/** One ticket, or two of one lot, or one each of two lots; lots drawn by their weights. */
export function pickLines(rng: Rng, lots: LargeLot[], double: boolean): Line[] {
  const first = pickLot(rng, lots);
  const second = double ? (rng.chance(0.5) ? pickLot(rng, lots) : first) : null;
  if (second && second.id !== first.id)
    return [
      { lot: first, quantity: 1, unit: first.amountCents },
      { lot: second, quantity: 1, unit: second.amountCents },
    ];
  return [{ lot: first, quantity: second ? 2 : 1, unit: first.amountCents }];
}

export type LineContext = {
  spec: LargeEventSpec;
  kind: LargeStatus;
  orderId: string;
  buyer: BuyerInsert;
  paidAt: Date | null;
  /** Valid tickets of paid orders, the pool later resales buy from. */
  resellable: Ticket[];
};

/**
 * Items and holders of an order (the buyer holds the first seat), and the tickets a paid or cancelled
 * order was issued; seats of paid and pending orders count as held, as the simulator's inventory does.
 */
export function writeLines(rng: Rng, out: Sales, lines: Line[], x: LineContext): void {
  const { spec, kind, orderId, buyer, paidAt, resellable } = x;
  let ticketAt = paidAt?.getTime() ?? 0;
  lines.forEach((line, position) => {
    const itemId = fastUuid(rng);
    out.items.push({
      id: itemId,
      orderId,
      productId: line.lot.id,
      productName: line.lot.name,
      quantity: line.quantity,
      unitPriceCents: line.unit,
      position,
    });
    if (kind === "paid" || kind === "pending")
      out.held.set(line.lot.id, (out.held.get(line.lot.id) ?? 0) + line.quantity);
    for (let h = 0; h < line.quantity; h++) {
      const name = position === 0 && h === 0 ? buyer.name : randomName(rng);
      const cpf = spec.askForCpf
        ? position === 0 && h === 0
          ? buyer.document!
          : generateCpf(rng.next)
        : null;
      const rg = spec.askForRg ? generateRg(rng.next) : null;
      out.holders.push({
        id: fastUuid(rng),
        orderItemId: itemId,
        name,
        documentCpf: cpf,
        documentRg: rg,
        position: h,
      });
      if (!paidAt) continue;
      const ticket: Ticket = {
        id: fastUuid(rng),
        orderId,
        eventId: spec.eventId,
        productId: line.lot.id,
        productName: line.lot.name,
        holderName: name,
        holderEmail: buyer.email,
        holderDocument: cpf ?? rg,
        status: kind === "cancelled" ? "cancelled" : "valid",
        createdAt: new Date(ticketAt++),
      };
      out.tickets.push(ticket);
      if (kind === "paid") resellable.push(ticket);
    }
  });
}
