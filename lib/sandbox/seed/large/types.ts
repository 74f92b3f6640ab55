import type { holders, orderItems, orders, refunds, resaleListings, tickets } from "../../db/schema";
import type { CouponTerms } from "../../simulate/pricing";

export type LargeLot = { id: string; name: string; amountCents: number; weight: number };

export type LargeEventSpec = {
  eventId: string;
  feeBps: number;
  tips: boolean;
  askForCpf: boolean;
  askForRg: boolean;
  lots: LargeLot[];
  coupon: ({ code: string } & CouponTerms) | null;
  tourneyProductIds: string[] | null;
  orders: number;
  /** Sale window: orders are spread evenly at random between these instants. */
  from: number;
  until: number;
};

export type Ticket = typeof tickets.$inferInsert & { id: string; productId: string; productName: string };

export type Sales = {
  orders: (typeof orders.$inferInsert)[];
  items: (typeof orderItems.$inferInsert)[];
  holders: (typeof holders.$inferInsert)[];
  tickets: Ticket[];
  refunds: (typeof refunds.$inferInsert)[];
  listings: (typeof resaleListings.$inferInsert)[];
  /** Seats held per lot (paid and pending, as the simulator counts them) and coupon uses. */
  held: Map<string, number>;
  couponUses: number;
};

/** One item of an order: a lot, how many, at what unit price (a resale's is the listing price). */
export type Line = { lot: LargeLot; quantity: number; unit: number };
