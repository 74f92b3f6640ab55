import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import type { EventStatus } from "@/lib/contract/events";

import { bytea, cents, pk, tstz } from "../columns";
import { producers } from "./core";

export const events = pgTable(
  "events",
  {
    id: pk(),
    producerId: uuid("producer_id")
      .notNull()
      .references(() => producers.id, { onDelete: "cascade" }),
    // Globally unique: GET /events/{slug} is addressed without a producer.
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    status: text("status").$type<EventStatus>().notNull().default("draft"),
    startsAt: tstz("starts_at").notNull(),
    endsAt: tstz("ends_at"),
    bio: text("bio"),
    color: text("color"),
    askForCpf: boolean("ask_for_cpf").notNull().default(true),
    askForRg: boolean("ask_for_rg").notNull().default(false),
    creditCardEnabled: boolean("credit_card_enabled").notNull().default(true),
    tipsEnabled: boolean("tips_enabled").notNull().default(false),
    resaleEnabled: boolean("resale_enabled").notNull().default(false),
    waitlistEnabled: boolean("waitlist_enabled").notNull().default(false),
    venueName: text("venue_name"),
    venueCity: text("venue_city"),
    venueAddress: text("venue_address"),
    // Sandbox-only checkout setting: the tournament-identity field, optionally limited to some products.
    tourneyEnabled: boolean("tourney_enabled").notNull().default(false),
    tourneyProductIds: uuid("tourney_product_ids").array(),
    // Platform fee in basis points, used by simulated purchases (1000 = 10%).
    feeBps: integer("fee_bps").notNull().default(1000),
    createdAt: tstz("created_at").notNull(),
    updatedAt: tstz("updated_at").notNull(),
  },
  (t) => [index("events_producer_idx").on(t.producerId, t.startsAt), index("events_status_idx").on(t.status)],
);

/** One cover per event; a new upload gets a new id so its URL can be cached forever. */
export const covers = pgTable("covers", {
  id: pk(),
  eventId: uuid("event_id")
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  ext: text("ext").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: tstz("created_at").notNull(),
});

export const products = pgTable(
  "products",
  {
    id: pk(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    amountCents: cents("amount_cents").notNull(),
    maximumQuantity: integer("maximum_quantity").notNull(),
    // Tickets held by paid and pending orders; moved by conditional UPDATE so it never passes the maximum.
    heldQuantity: integer("held_quantity").notNull().default(0),
    sellStartsAt: tstz("sell_starts_at"),
    sellEndsAt: tstz("sell_ends_at"),
    hidden: boolean("hidden").notNull().default(false),
    productType: text("product_type").$type<"ticket" | "deliverable" | "other">().notNull().default("ticket"),
    position: integer("position").notNull().default(0),
    createdAt: tstz("created_at").notNull(),
    updatedAt: tstz("updated_at").notNull(),
  },
  (t) => [index("products_event_idx").on(t.eventId, t.position)],
);

export const coupons = pgTable(
  "coupons",
  {
    id: pk(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name"),
    discountType: text("discount_type").$type<"percent" | "amount">().notNull(),
    // Numeric text as the API speaks it ("10", "12.50").
    discountValue: text("discount_value").notNull(),
    active: boolean("active").notNull().default(true),
    usageLimit: integer("usage_limit"),
    uses: integer("uses").notNull().default(0),
    createdAt: tstz("created_at").notNull(),
    updatedAt: tstz("updated_at").notNull(),
  },
  (t) => [uniqueIndex("coupons_event_code_uq").on(t.eventId, sql`lower(${t.code})`)],
);

/** Analytics is served from this cache and refreshed on an interval (or on demand by the control API). */
export const analyticsCache = pgTable("analytics_cache", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  payload: jsonb("payload").notNull(),
  cachedAt: tstz("cached_at").notNull(),
});
