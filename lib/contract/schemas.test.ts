import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  CouponCreateInput,
  CouponUpdateInput,
  EventCreateInput,
  EventUpdateInput,
  MoneySchema,
  PageQuerySchema,
  WebhookEndpointCreateInput,
} from "./index";

describe("shared schemas", () => {
  it("accepts only two-decimal money strings", () => {
    expect(MoneySchema.safeParse("10.00").success).toBe(true);
    expect(MoneySchema.safeParse("10.5").success).toBe(false);
    expect(MoneySchema.safeParse(10).success).toBe(false);
  });

  it("refuses out-of-range paging instead of clamping", () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, per_page: 25 });
    expect(PageQuerySchema.safeParse({ per_page: "101" }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: "0" }).success).toBe(false);
  });

  it("applies EventCreate defaults and checks the dates' order", () => {
    const ok = EventCreateInput.parse({
      producer_id: "rock-prod",
      name: "Show",
      starts_at: "2027-01-01T20:00:00Z",
    });
    expect(ok).toMatchObject({ ask_for_cpf: true, credit_card_enabled: true });
    const bad = EventCreateInput.safeParse({
      producer_id: "rock-prod",
      name: "Show",
      starts_at: "2027-01-02T20:00:00Z",
      ends_at: "2027-01-01T20:00:00Z",
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["ends_at"]);
  });

  it("lets EventUpdate clear ends_at and refuses unknown statuses", () => {
    expect(EventUpdateInput.safeParse({ ends_at: null }).success).toBe(true);
    expect(EventUpdateInput.safeParse({ status: "archived" }).success).toBe(false);
  });

  it("refuses a percent coupon over 100 and an immutable field on update", () => {
    expect(
      CouponCreateInput.safeParse({ code: "VIP", discount_type: "percent", discount_value: "150" }).success,
    ).toBe(false);
    expect(CouponUpdateInput.safeParse({ code: "OTHER" }).success).toBe(false);
    expect(CouponUpdateInput.safeParse({ usage_limit: null }).success).toBe(true);
  });

  it("requires at least one webhook event and dedupes them", () => {
    expect(WebhookEndpointCreateInput.safeParse({ url: "https://x.example/h", events: [] }).success).toBe(
      false,
    );
    const parsed = WebhookEndpointCreateInput.parse({
      url: "https://x.example/h",
      events: ["order.paid", "order.paid"],
    });
    expect(parsed.events).toEqual(["order.paid"]);
  });

  it("turns into JSON Schema for the OpenAPI document", () => {
    expect(() => z.toJSONSchema(EventCreateInput, { io: "input" })).not.toThrow();
  });
});
