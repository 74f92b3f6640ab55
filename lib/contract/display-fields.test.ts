import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  EventSchema,
  EventSummarySchema,
  MISSING_TEXT,
  OrderSummarySchema,
  paged,
  ProductSchema,
} from "./index";

const producer = { id: "5b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3", slug: "rock-prod", name: "Rock Produções" };

function summary(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Show ${n}`,
    slug: `show-${n}`,
    status: "live",
    starts_at: "2027-01-01T20:00:00Z",
    ends_at: null,
    producer,
    cover_url: `https://cdn.example.com/covers/${n}.jpg`,
    ...overrides,
  };
}

const EventsPage = paged(EventSummarySchema);
const page = (data: unknown[]) => ({ data, page: 1, per_page: 25, total: data.length });

describe("display-only fields degrade per item", () => {
  it("a page of events with one odd cover parses, with only that item's cover null", () => {
    // A valid URI that `new URL()` rejects: a host whose last label is a number.
    const odd = summary(2, { cover_url: "https://cdn.example.123/x.jpg" });
    const parsed = EventsPage.parse(page([summary(1), odd, summary(3)]));
    expect(parsed.data.map((e) => e.cover_url)).toEqual([
      "https://cdn.example.com/covers/1.jpg",
      null,
      "https://cdn.example.com/covers/3.jpg",
    ]);
    expect(parsed.data[1]).toMatchObject({ id: odd.id, name: "Show 2", status: "live" });
  });

  it("drops non-http(s) and junk covers, names and texts to a placeholder", () => {
    const parsed = EventSchema.parse({
      ...summary(1, { cover_url: "javascript:alert(1)", name: 42 }),
      producer: { ...producer, name: null },
      bio: { html: "<p>x</p>" },
      color: 7,
      ask_for_cpf: true,
      ask_for_rg: false,
      credit_card_enabled: true,
      tips_enabled: false,
      resale_enabled: false,
      waitlist_enabled: false,
      venue: "Arena",
      created_at: "2026-01-01T00:00:00Z",
      updated_at: "2026-01-01T00:00:00Z",
    });
    expect(parsed).toMatchObject({
      cover_url: null,
      name: MISSING_TEXT,
      bio: null,
      color: null,
      venue: null,
    });
    expect(parsed.producer.name).toBe(MISSING_TEXT);
  });

  it("keeps a venue whose city is odd, with that text null", () => {
    const Venue = EventSchema.shape.venue;
    expect(Venue.parse({ name: "Arena", city: 12, address: "Rua A, 1" })).toEqual({
      name: "Arena",
      city: null,
      address: "Rua A, 1",
    });
  });

  it("an order with an odd tourney avatar and e-mail keeps the order", () => {
    const order = {
      id: "00000000-0000-4000-8000-000000000001",
      event_id: "00000000-0000-4000-8000-000000000002",
      payment_status: "paid",
      payment_method: "pix",
      amount: "10.00",
      product_amount: "10.00",
      fees_amount: "0.00",
      discount_amount: "0.00",
      tip_amount: "0.00",
      paid_at: "2026-01-01T00:00:00Z",
      created_at: "2026-01-01T00:00:00Z",
      tickets_count: 1,
      buyer: {
        id: "00000000-0000-4000-8000-000000000003",
        name: null,
        email: "joão@exemplo.br",
        document: null,
      },
      items: [],
      coupon_code: null,
      tourney: {
        user_id: "u1",
        player_id: null,
        gamertag: "x",
        slug: null,
        prefix: null,
        name: null,
        email: "not-an-email",
        avatar_url: "https://img.example.4/a.png",
      },
    };
    const parsed = OrderSummarySchema.parse(order);
    expect(parsed.tourney).toMatchObject({ avatar_url: null, email: "not-an-email" });
    expect(parsed.buyer.email).toBe("joão@exemplo.br");
  });
});

describe("ids, money and states stay strict", () => {
  it("a junk money string still fails the item (and so the page)", () => {
    const product = {
      id: "00000000-0000-4000-8000-000000000001",
      name: "Pista",
      amount: "R$ 10,00",
      maximum_quantity: 100,
      available_quantity: 90,
      sell_starts_at: null,
      sell_ends_at: null,
      hidden: false,
      product_type: "ticket",
    };
    expect(ProductSchema.safeParse(product).success).toBe(false);
    expect(ProductSchema.safeParse({ ...product, amount: "10.00" }).success).toBe(true);
  });

  it("a junk id or status fails the page", () => {
    expect(EventsPage.safeParse(page([summary(1), summary(2, { id: "not-a-uuid" })])).success).toBe(false);
    expect(EventsPage.safeParse(page([summary(1, { status: "archived" })])).success).toBe(false);
  });

  it("the JSON Schema shows the real shapes, without the fallbacks", () => {
    const json = JSON.stringify(z.toJSONSchema(EventSchema, { io: "output" }));
    expect(json).not.toContain('"default"');
    expect(json).toContain('"format":"uri"');
  });
});
