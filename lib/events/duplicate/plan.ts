import type {
  Coupon,
  CouponCreate,
  Event,
  EventCreate,
  EventUpdate,
  Product,
  ProductCreate,
} from "@/lib/contract";

/** How far a copy may move from its source: ten years either way, in whole days. */
export const MAX_OFFSET_DAYS = 3650;

const DAY_MS = 86_400_000;
const NAME_MAX = 200;
const COPY_SUFFIX = " (cópia)";

/** The copy's name: the source's, cut so the suffix always fits the API's 200 characters. */
export function copyName(name: string): string {
  return name.slice(0, NAME_MAX - COPY_SUFFIX.length).trimEnd() + COPY_SUFFIX;
}

/** An instant moved by whole days (UTC milliseconds, so a DST change in São Paulo never shifts the hour). */
export function shiftInstant(iso: string, offsetDays: number): string;
export function shiftInstant(iso: string | null, offsetDays: number): string | null;
export function shiftInstant(iso: string | null, offsetDays: number): string | null {
  if (iso === null) return null;
  return new Date(Date.parse(iso) + offsetDays * DAY_MS).toISOString();
}

/** The POST /events body for the copy: created as draft (the API's default for new events). */
export function eventCreateOf(source: Event, offsetDays: number): EventCreate {
  return {
    producer_id: source.producer.id,
    name: copyName(source.name),
    starts_at: shiftInstant(source.starts_at, offsetDays),
    ...(source.ends_at ? { ends_at: shiftInstant(source.ends_at, offsetDays) } : {}),
    ...(source.bio !== null ? { bio: source.bio } : {}),
    ...(source.color !== null ? { color: source.color } : {}),
    ask_for_cpf: source.ask_for_cpf,
    credit_card_enabled: source.credit_card_enabled,
  };
}

/** The checkout settings EventCreate cannot carry, as one PATCH; null when the defaults already match. */
export function eventSettingsOf(source: Event, created: Event): EventUpdate | null {
  const keys = ["ask_for_rg", "tips_enabled", "resale_enabled", "waitlist_enabled"] as const;
  const update: EventUpdate = {};
  for (const key of keys) if (source[key] !== created[key]) update[key] = source[key];
  return Object.keys(update).length > 0 ? update : null;
}

/** A lot of the copy: same price, size and visibility, its sale window moved with the event. */
export function productCreateOf(source: Product, offsetDays: number): ProductCreate {
  return {
    name: source.name,
    amount: source.amount,
    maximum_quantity: Math.max(1, source.maximum_quantity),
    ...(source.sell_starts_at ? { sell_starts_at: shiftInstant(source.sell_starts_at, offsetDays) } : {}),
    ...(source.sell_ends_at ? { sell_ends_at: shiftInstant(source.sell_ends_at, offsetDays) } : {}),
    hidden: source.hidden,
  };
}

export function couponCreateOf(source: Coupon): CouponCreate {
  return {
    code: source.code,
    discount_type: source.discount_type,
    discount_value: source.discount_value,
    ...(source.name !== null ? { name: source.name } : {}),
    ...(source.usage_limit !== null ? { usage_limit: source.usage_limit } : {}),
    active: source.active,
  };
}

/** A lot the copy already has (a resumed run): same name, price and size. */
export function sameProduct(a: ProductCreate, b: Product): boolean {
  return a.name === b.name && a.amount === b.amount && a.maximum_quantity === b.maximum_quantity;
}

/** Item keys of one duplication, in the order they must run: the event before what hangs off it. */
export const EVENT_ITEM = "event";
/** The cover, read from the source and uploaded to the copy (only when the source has one). */
export const COVER_ITEM = "cover";
export const productItem = (id: string) => `product:${id}`;
export const couponItem = (id: string) => `coupon:${id}`;

export function parseItem(
  key: string,
): { kind: "event" } | { kind: "cover" } | { kind: "product" | "coupon"; id: string } {
  if (key === EVENT_ITEM) return { kind: "event" };
  if (key === COVER_ITEM) return { kind: "cover" };
  const [kind, id] = key.split(":", 2);
  if ((kind === "product" || kind === "coupon") && id) return { kind, id };
  throw new Error(`unknown item ${key}`);
}
