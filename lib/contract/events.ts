import { z } from "zod";

import {
  DateTimeInputSchema,
  DateTimeSchema,
  DisplayNameSchema,
  DisplayTextSchema,
  DisplayUrlSchema,
  IdOrSlugSchema,
  IdSchema,
  PageQuerySchema,
  ProducerRefSchema,
} from "./common";
import { EVENT_STATUSES } from "./constants";

export { EVENT_STATUSES, type EventStatus } from "./constants";
export const EventStatusSchema = z.enum(EVENT_STATUSES);

export const VenueSchema = z
  .object({ name: DisplayNameSchema, city: DisplayTextSchema, address: DisplayTextSchema })
  .meta({ id: "Venue" });
export type Venue = z.infer<typeof VenueSchema>;

export const EventSummarySchema = z
  .object({
    id: IdSchema,
    name: DisplayNameSchema,
    slug: z.string(),
    status: EventStatusSchema,
    starts_at: DateTimeSchema,
    ends_at: DateTimeSchema.nullable(),
    producer: ProducerRefSchema,
    cover_url: DisplayUrlSchema,
  })
  .meta({ id: "EventSummary" });
export type EventSummary = z.infer<typeof EventSummarySchema>;

export const EventSchema = EventSummarySchema.extend({
  bio: DisplayTextSchema,
  color: DisplayTextSchema,
  ask_for_cpf: z.boolean(),
  ask_for_rg: z.boolean(),
  credit_card_enabled: z.boolean(),
  tips_enabled: z.boolean(),
  resale_enabled: z.boolean(),
  waitlist_enabled: z.boolean(),
  venue: VenueSchema.nullable().catch(null).meta({ default: undefined }),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
}).meta({ id: "Event" });
export type Event = z.infer<typeof EventSchema>;

const NameSchema = z.string().trim().min(1, "is required").max(200, "at most 200 characters");
const BioSchema = z.string().max(100_000, "at most 100,000 characters");
const ColorSchema = z.string().max(32, "at most 32 characters");

const endsAfterStart = (v: { starts_at?: string; ends_at?: string | null }) =>
  !v.starts_at || !v.ends_at || Date.parse(v.ends_at) >= Date.parse(v.starts_at);
const endsAfterStartIssue = { message: "must not be before starts_at", path: ["ends_at"] };

export const EventCreateInput = z
  .object({
    producer_id: IdOrSlugSchema,
    name: NameSchema,
    starts_at: DateTimeInputSchema,
    ends_at: DateTimeInputSchema.optional(),
    bio: BioSchema.optional(),
    color: ColorSchema.optional(),
    ask_for_cpf: z.boolean().default(true),
    credit_card_enabled: z.boolean().default(true),
  })
  .refine(endsAfterStart, endsAfterStartIssue)
  .meta({ id: "EventCreate" });
export type EventCreate = z.input<typeof EventCreateInput>;

export const EventUpdateInput = z
  .object({
    name: NameSchema,
    starts_at: DateTimeInputSchema,
    ends_at: DateTimeInputSchema.nullable(),
    bio: BioSchema,
    color: ColorSchema,
    status: EventStatusSchema,
    ask_for_cpf: z.boolean(),
    ask_for_rg: z.boolean(),
    credit_card_enabled: z.boolean(),
    tips_enabled: z.boolean(),
    resale_enabled: z.boolean(),
    waitlist_enabled: z.boolean(),
  })
  .partial()
  .refine(endsAfterStart, endsAfterStartIssue)
  .meta({ id: "EventUpdate" });
export type EventUpdate = z.input<typeof EventUpdateInput>;

export const ListEventsQuery = PageQuerySchema.extend({
  status: EventStatusSchema.optional(),
  producer_id: IdOrSlugSchema.optional(),
});
export type ListEventsQueryInput = z.input<typeof ListEventsQuery>;
