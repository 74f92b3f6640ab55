import { describe, expect, it } from "vitest";

import type { Coupon, Event, Product } from "@/lib/contract";

import {
  copyName,
  couponCreateOf,
  eventCreateOf,
  eventSettingsOf,
  parseItem,
  productCreateOf,
  sameProduct,
  shiftInstant,
} from "./plan";

const PRODUCER = { id: "8306370a-d645-4146-b0ee-b71bc4c1193a", slug: "arena-norte", name: "Arena Norte" };
const SOURCE: Event = {
  id: "3d19bf8a-1aa4-41b9-b4f4-09104c69620f",
  name: "Festival",
  slug: "festival",
  status: "live",
  starts_at: "2031-05-10T23:00:00.000Z",
  ends_at: "2031-05-11T05:00:00.000Z",
  producer: PRODUCER,
  cover_url: null,
  bio: "<p>Line-up</p>",
  color: "#ff0044",
  ask_for_cpf: false,
  ask_for_rg: true,
  credit_card_enabled: false,
  tips_enabled: true,
  resale_enabled: false,
  waitlist_enabled: false,
  venue: null,
  created_at: "2031-01-01T00:00:00Z",
  updated_at: "2031-01-01T00:00:00Z",
};

describe("copyName", () => {
  it("adds the suffix", () => expect(copyName("Festival")).toBe("Festival (cópia)"));
  it("cuts a long name so the copy still fits 200 characters", () => {
    const name = copyName("x".repeat(200));
    expect(name).toHaveLength(200);
    expect(name.endsWith(" (cópia)")).toBe(true);
  });
});

describe("shiftInstant", () => {
  it("moves by whole days in UTC, across month and year ends", () => {
    expect(shiftInstant("2031-12-30T23:30:00Z", 3)).toBe("2032-01-02T23:30:00.000Z");
    expect(shiftInstant("2031-03-01T02:00:00Z", -1)).toBe("2031-02-28T02:00:00.000Z");
    expect(shiftInstant("2031-03-01T02:00:00Z", 0)).toBe("2031-03-01T02:00:00.000Z");
  });
  it("keeps null", () => expect(shiftInstant(null, 5)).toBeNull());
});

describe("the copy's requests", () => {
  it("EventCreate carries the dates moved, the texts and the two create-time flags", () => {
    expect(eventCreateOf(SOURCE, 7)).toEqual({
      producer_id: PRODUCER.id,
      name: "Festival (cópia)",
      starts_at: "2031-05-17T23:00:00.000Z",
      ends_at: "2031-05-18T05:00:00.000Z",
      bio: "<p>Line-up</p>",
      color: "#ff0044",
      ask_for_cpf: false,
      credit_card_enabled: false,
    });
  });

  it("leaves out absent texts and end", () => {
    const body = eventCreateOf({ ...SOURCE, bio: null, color: null, ends_at: null }, 1);
    expect(body).not.toHaveProperty("bio");
    expect(body).not.toHaveProperty("color");
    expect(body).not.toHaveProperty("ends_at");
  });

  it("a follow-up PATCH sets only the settings the created event does not already have", () => {
    const created = { ...SOURCE, ask_for_rg: false, tips_enabled: false };
    expect(eventSettingsOf(SOURCE, created)).toEqual({ ask_for_rg: true, tips_enabled: true });
    expect(eventSettingsOf(SOURCE, SOURCE)).toBeNull();
  });

  it("a lot keeps price, size and visibility, with its sale window moved", () => {
    const lot: Product = {
      id: "0b8f3c8e-8d0e-4a57-9a43-6f2f2f9a1c11",
      name: "Lote 1",
      amount: "120.50",
      maximum_quantity: 300,
      available_quantity: 0,
      sell_starts_at: "2031-04-01T15:00:00Z",
      sell_ends_at: null,
      hidden: true,
      product_type: "ticket",
    };
    const body = productCreateOf(lot, -2);
    expect(body).toEqual({
      name: "Lote 1",
      amount: "120.50",
      maximum_quantity: 300,
      sell_starts_at: "2031-03-30T15:00:00.000Z",
      hidden: true,
    });
    expect(sameProduct(body, { ...lot, id: "other", available_quantity: 300 })).toBe(true);
    expect(sameProduct(body, { ...lot, amount: "120.00" })).toBe(false);
  });

  it("a coupon keeps its code, discount, limit and state", () => {
    const coupon: Coupon = {
      id: "0b8f3c8e-8d0e-4a57-9a43-6f2f2f9a1c12",
      code: "VIP10",
      name: null,
      discount_type: "percent",
      discount_value: "10",
      active: false,
      usage_limit: 5,
    };
    expect(couponCreateOf(coupon)).toEqual({
      code: "VIP10",
      discount_type: "percent",
      discount_value: "10",
      usage_limit: 5,
      active: false,
    });
  });
});

describe("item keys", () => {
  it("round-trip", () => {
    expect(parseItem("event")).toEqual({ kind: "event" });
    expect(parseItem("product:abc")).toEqual({ kind: "product", id: "abc" });
    expect(parseItem("coupon:def")).toEqual({ kind: "coupon", id: "def" });
    expect(() => parseItem("ticket:1")).toThrow();
  });
});
