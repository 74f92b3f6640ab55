import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import type { PaymentMethod, PaymentStatus, TournamentProfile } from "@/lib/contract/orders";
import type { TicketStatus } from "@/lib/contract/tickets";

import { cents, pk, tstz } from "../columns";
import { events, products } from "./catalog";

/** A person who buys, independent of producers; the producer's view is derived from paid orders. */
export const buyers = pgTable(
  "buyers",
  {
    id: pk(),
    email: text("email").notNull(),
    name: text("name"),
    document: text("document"),
    cellphone: text("cellphone"),
    birthdate: date("birthdate", { mode: "string" }),
    city: text("city"),
    tourney: jsonb("tourney").$type<TournamentProfile>(),
    createdAt: tstz("created_at").notNull(),
  },
  (t) => [uniqueIndex("buyers_email_uq").on(sql`lower(${t.email})`)],
);

export const orders = pgTable(
  "orders",
  {
    id: pk(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => buyers.id),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>(),
    amountCents: cents("amount_cents").notNull(),
    productAmountCents: cents("product_amount_cents").notNull(),
    feesAmountCents: cents("fees_amount_cents").notNull().default(0),
    discountAmountCents: cents("discount_amount_cents").notNull().default(0),
    tipAmountCents: cents("tip_amount_cents").notNull().default(0),
    couponCode: text("coupon_code"),
    // Snapshot at checkout; null when the event's tourney field did not apply to this order.
    tourney: jsonb("tourney").$type<TournamentProfile>(),
    isResale: boolean("is_resale").notNull().default(false),
    cancelReason: text("cancel_reason"),
    paidAt: tstz("paid_at"),
    cancelledAt: tstz("cancelled_at"),
    expiresAt: tstz("expires_at"),
    createdAt: tstz("created_at").notNull(),
    updatedAt: tstz("updated_at").notNull(),
  },
  (t) => [
    // The order lists' own order (`created_at DESC, id DESC`, NULLS FIRST as a plain `desc` sorts; drizzle
    // writes NULLS LAST otherwise and the planner then sorts every order of the event for each page). The
    // filtered one also counts a `payment_status` total without the heap: a deep page of a 100,000-order
    // event cost 230 ms (a sort spilled to disk), 25–45 ms with it.
    index("orders_event_created_idx").on(
      t.eventId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("orders_event_status_created_idx").on(
      t.eventId,
      t.paymentStatus,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Every page's `total` counts the event's orders of a status: this small index (equal keys are
    // deduplicated: 744 kB for 105,000 orders against 12 MB above) counts 45,000 of them in 4 ms, not 12.
    index("orders_event_status_idx").on(t.eventId, t.paymentStatus),
    index("orders_buyer_idx").on(t.buyerId),
    index("orders_status_expires_idx").on(t.paymentStatus, t.expiresAt),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: pk(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: cents("unit_price_cents").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

export const holders = pgTable(
  "holders",
  {
    id: pk(),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    documentCpf: text("document_cpf"),
    documentRg: text("document_rg"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("holders_item_idx").on(t.orderItemId)],
);

export const tickets = pgTable(
  "tickets",
  {
    id: pk(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id),
    productName: text("product_name"),
    holderName: text("holder_name"),
    holderEmail: text("holder_email"),
    holderDocument: text("holder_document"),
    status: text("status").$type<TicketStatus>().notNull().default("valid"),
    checkedInAt: tstz("checked_in_at"),
    createdAt: tstz("created_at").notNull(),
  },
  (t) => [index("tickets_event_idx").on(t.eventId, t.createdAt), index("tickets_order_idx").on(t.orderId)],
);

export const refunds = pgTable("refunds", {
  id: pk(),
  orderId: uuid("order_id")
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: "cascade" }),
  status: text("status").$type<"pending" | "completed" | "manual_required">().notNull(),
  amountCents: cents("amount_cents").notNull(),
  // When a pending refund completes on its own (PIX fast, card later); null = never by itself.
  completesAt: tstz("completes_at"),
  completedAt: tstz("completed_at"),
  createdAt: tstz("created_at").notNull(),
});

export const resaleListings = pgTable(
  "resale_listings",
  {
    id: pk(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    priceCents: cents("price_cents").notNull(),
    status: text("status").$type<"open" | "sold" | "withdrawn">().notNull().default("open"),
    buyerOrderId: uuid("buyer_order_id").references(() => orders.id),
    createdAt: tstz("created_at").notNull(),
    soldAt: tstz("sold_at"),
  },
  (t) => [index("resale_event_status_idx").on(t.eventId, t.status)],
);

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: pk(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: tstz("created_at").notNull(),
  },
  (t) => [uniqueIndex("waitlist_event_email_uq").on(t.eventId, sql`lower(${t.email})`)],
);
