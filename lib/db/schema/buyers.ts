import { sql } from "drizzle-orm";
import {
  check,
  index,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The buyer CRM's own data, kept per producer (the Partner API has no notes, tags or consent). Buyer ids
 * are the API's; no foreign keys to users: the history must outlive the people in it.
 */
export const buyerNotes = pgTable(
  "buyer_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    producerId: text("producer_id").notNull(),
    buyerId: uuid("buyer_id").notNull(),
    body: text("body").notNull(),
    authorId: uuid("author_id"),
    authorEmail: text("author_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("buyer_notes_buyer_idx").on(t.producerId, t.buyerId, t.createdAt)],
);

export const buyerTags = pgTable(
  "buyer_tags",
  {
    producerId: text("producer_id").notNull(),
    buyerId: uuid("buyer_id").notNull(),
    tag: text("tag").notNull(),
    createdByEmail: text("created_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.producerId, t.buyerId, t.tag] }),
    index("buyer_tags_tag_idx").on(t.producerId, t.tag),
  ],
);

/** Consent: e-mails (lower case) every marketing export and campaign of the producer leaves out. */
export const suppressedEmails = pgTable(
  "suppressed_emails",
  {
    producerId: text("producer_id").notNull(),
    email: text("email").notNull(),
    reason: text("reason"),
    createdByEmail: text("created_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.producerId, t.email] }),
    check("suppressed_emails_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * One row per buyer of a birthday campaign run (a job). `seq` is global, so the code derived from it
 * (lib/buyers/campaign-code.ts) never repeats across campaigns; `coupon_id` is set once the coupon exists.
 */
export const campaignCodes = pgTable(
  "campaign_codes",
  {
    seq: serial("seq").primaryKey(),
    jobId: uuid("job_id").notNull(),
    producerId: text("producer_id").notNull(),
    eventId: uuid("event_id").notNull(),
    buyerId: uuid("buyer_id").notNull(),
    buyerName: text("buyer_name"),
    buyerEmail: text("buyer_email").notNull(),
    code: text("code"),
    couponId: uuid("coupon_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("campaign_codes_job_buyer").on(t.jobId, t.buyerId),
    unique("campaign_codes_code").on(t.code),
  ],
);

export type BuyerNoteRow = typeof buyerNotes.$inferSelect;
export type CampaignCodeRow = typeof campaignCodes.$inferSelect;
