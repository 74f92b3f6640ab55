import { describe, expect, it } from "vitest";

import type { Product } from "@/lib/contract";

import { isOnSale, summarizeLots } from "./lots-summary";

const NOW = Date.parse("2031-05-01T12:00:00Z");
const lot = (fields: Partial<Product>): Product => ({
  id: "0b8f3c8e-8d0e-4a57-9a43-6f2f2f9a1c11",
  name: "Lote",
  amount: "100.00",
  maximum_quantity: 100,
  available_quantity: 100,
  sell_starts_at: null,
  sell_ends_at: null,
  hidden: false,
  product_type: "ticket",
  ...fields,
});

describe("isOnSale", () => {
  it("needs stock, visibility and an open window", () => {
    expect(isOnSale(lot({}), NOW)).toBe(true);
    expect(isOnSale(lot({ available_quantity: 0 }), NOW)).toBe(false);
    expect(isOnSale(lot({ hidden: true }), NOW)).toBe(false);
    expect(isOnSale(lot({ sell_starts_at: "2031-05-02T00:00:00Z" }), NOW)).toBe(false);
    expect(isOnSale(lot({ sell_ends_at: "2031-05-01T12:00:00Z" }), NOW)).toBe(false);
    expect(isOnSale(lot({ sell_ends_at: "2031-05-01T12:00:01Z" }), NOW)).toBe(true);
  });
});

describe("summarizeLots", () => {
  it("is null without lots", () => expect(summarizeLots([], NOW)).toBeNull());

  it("counts lots, sold tickets and the price range in cents", () => {
    expect(
      summarizeLots(
        [
          lot({ amount: "80.10", available_quantity: 0 }),
          lot({ amount: "120.00", maximum_quantity: 50, available_quantity: 20 }),
          lot({ amount: "0.00", hidden: true }),
        ],
        NOW,
      ),
    ).toEqual({
      count: 3,
      onSale: 1,
      notLive: null,
      hidden: 1,
      sold: 130,
      capacity: 250,
      minCents: 0,
      maxCents: 12_000,
    });
  });
});

describe("lots of an event that is not live (issue 24)", () => {
  it("a draft's lots inside their window are not on sale", () => {
    const summary = summarizeLots([lot({}), lot({ amount: "20.00" })], NOW, "draft");
    expect(summary).toMatchObject({ count: 2, onSale: 0, notLive: "draft" });
  });
});
