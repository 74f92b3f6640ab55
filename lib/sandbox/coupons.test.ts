import { describe, expect, it } from "vitest";

import { CouponSchema, listOf } from "@/lib/contract";

import { normalizeDiscountValue } from "./data/coupons";
import { DEMO_READONLY_API_KEY, OTHER_API_KEY } from "./seed/keys";
import { call, describeSandbox, expectError, hasField } from "./test/fixtures";

const List = listOf(CouponSchema);
const EVENT = "stand-up-risos-de-sexta";
const OUTSIDE = "pagode-da-casa-vizinha";

describe("normalizeDiscountValue", () => {
  it.each([
    ["10", "10"],
    ["10.00", "10"],
    ["10.0", "10"],
    ["007", "7"],
    ["12.5", "12.50"],
    ["12.50", "12.50"],
    ["0.05", "0.05"],
  ])("%s → %s", (input, out) => expect(normalizeDiscountValue(input)).toBe(out));
});

describeSandbox("coupons", (sb) => {
  const event = EVENT;
  const create = (body: unknown, ev = event) => call(sb(), "POST", `/events/${ev}/coupons`, { body });
  const patch = (id: string, body: unknown, ev = event) =>
    call(sb(), "PATCH", `/events/${ev}/coupons/${id}`, { body });

  it("lists the seeded coupon, by slug and by UUID", async () => {
    const bySlug = List.parse((await call(sb(), "GET", `/events/${event}/coupons`)).body);
    expect(bySlug.data).toEqual([
      expect.objectContaining({
        code: "BEMVINDO10",
        discount_type: "percent",
        discount_value: "10",
        active: true,
      }),
    ]);
    const { id } = (await call(sb(), "GET", `/events/${event}`)).body as { id: string };
    expect(List.parse((await call(sb(), "GET", `/events/${id}/coupons`)).body)).toEqual(bySlug);
  });

  it("creates coupons (201) with defaults and one normalized discount_value form", async () => {
    const res = await create({ code: "VIP-2027", discount_type: "amount", discount_value: "12.5" });
    expect(res.status).toBe(201);
    expect(CouponSchema.parse(res.body)).toMatchObject({
      code: "VIP-2027",
      name: null,
      discount_type: "amount",
      discount_value: "12.50",
      active: true,
      usage_limit: null,
    });
    const full = CouponSchema.parse(
      (
        await create({
          code: "meia_50",
          discount_type: "percent",
          discount_value: "50.00",
          name: "Meia",
          usage_limit: 20,
          active: false,
        })
      ).body,
    );
    expect(full).toMatchObject({ discount_value: "50", name: "Meia", usage_limit: 20, active: false });
    const list = List.parse((await call(sb(), "GET", `/events/${event}/coupons`)).body);
    expect(list.data.slice(-2).map((c) => c.code)).toEqual(["VIP-2027", "meia_50"]);
  });

  it("refuses a code that exists in the event in any case, but allows it in another event", async () => {
    const err = expectError(
      await create({ code: "bemvindo10", discount_type: "percent", discount_value: "5" }),
      422,
    );
    expect(err.errors).toEqual(["code: already exists"]);
    const elsewhere = await create(
      { code: "VIP-2027", discount_type: "amount", discount_value: "1" },
      "festival-de-verao-2027",
    );
    expect(elsewhere.status).toBe(201);
  });

  it.each([
    [{ discount_type: "percent", discount_value: "10" }, "code"],
    [{ code: "X", discount_type: "percent", discount_value: "10" }, "code"],
    [{ code: "com espaço", discount_type: "percent", discount_value: "10" }, "code"],
    [{ code: "OK10", discount_type: "fixed", discount_value: "10" }, "discount_type"],
    [{ code: "OK10", discount_type: "percent", discount_value: "100.01" }, "discount_value"],
    [{ code: "OK10", discount_type: "percent", discount_value: "0" }, "discount_value"],
    [{ code: "OK10", discount_type: "amount", discount_value: "-5" }, "discount_value"],
    [{ code: "OK10", discount_type: "amount", discount_value: 5 }, "discount_value"],
    [{ code: "OK10", discount_type: "amount", discount_value: "1.234" }, "discount_value"],
    [{ code: "OK10", discount_type: "amount", discount_value: "5", usage_limit: 0 }, "usage_limit"],
    [{ code: "OK10", discount_type: "amount", discount_value: "5", active: "yes" }, "active"],
  ])("POST 422 for a bad field (%#)", async (body, field) => {
    const err = expectError(await create(body), 422);
    expect(err.error).toBe("Validation failed");
    hasField(err, field);
  });

  it("patches name, value, limit and active; clears usage_limit with null", async () => {
    const coupon = CouponSchema.parse(
      (await create({ code: "PATCHME", discount_type: "percent", discount_value: "15", usage_limit: 5 }))
        .body,
    );
    const res = await patch(coupon.id, { name: "Editado", discount_value: "20.5", active: false });
    expect(CouponSchema.parse(res.body)).toMatchObject({
      code: "PATCHME",
      name: "Editado",
      discount_value: "20.50",
      active: false,
      usage_limit: 5,
    });
    const cleared = CouponSchema.parse((await patch(coupon.id, { usage_limit: null })).body);
    expect(cleared.usage_limit).toBeNull();
    expect(CouponSchema.parse((await patch(coupon.id, {})).body)).toEqual(cleared);
  });

  it("refuses changing code or discount_type, and bad values, with 422", async () => {
    const coupon = CouponSchema.parse(
      (await create({ code: "FIXED", discount_type: "percent", discount_value: "15" })).body,
    );
    expect(expectError(await patch(coupon.id, { code: "OTHER" }), 422).errors).toEqual([
      "code: cannot be updated",
    ]);
    expect(expectError(await patch(coupon.id, { discount_type: "amount", name: "x" }), 422).errors).toEqual([
      "discount_type: cannot be updated",
    ]);
    hasField(expectError(await patch(coupon.id, { discount_value: "101" }), 422), "discount_value");
    hasField(expectError(await patch(coupon.id, { usage_limit: 0 }), 422), "usage_limit");
    hasField(expectError(await patch(coupon.id, { active: "no" }), 422), "active");
    expectError(await patch(coupon.id, { surprise: true }), 422);
    expect(CouponSchema.parse((await patch(coupon.id, { discount_value: "100" })).body).discount_value).toBe(
      "100",
    );
  });

  it("404 for unknown and foreign coupons, and for out-of-scope events by UUID and by slug", async () => {
    const outside = List.parse(
      (await call(sb(), "GET", `/events/${OUTSIDE}/coupons`, { key: OTHER_API_KEY })).body,
    );
    const { id: outsideId } = (await call(sb(), "GET", `/events/${OUTSIDE}`, { key: OTHER_API_KEY }))
      .body as {
      id: string;
    };
    for (const ref of [OUTSIDE, outsideId, "no-such-event"]) {
      expectError(await call(sb(), "GET", `/events/${ref}/coupons`), 404);
      expectError(await create({ code: "HIJACK", discount_type: "percent", discount_value: "5" }, ref), 404);
      expectError(await patch(outside.data[0].id, { active: false }, ref), 404);
    }
    const foreign = List.parse((await call(sb(), "GET", "/events/festival-de-verao-2027/coupons")).body);
    for (const id of [foreign.data[0].id, outside.data[0].id, "00000000-0000-4000-8000-000000000000", "x"]) {
      expectError(await patch(id, { active: false }), 404);
    }
  });

  it("401 without a valid key, 403 on writes with a read-only key", async () => {
    const [first] = List.parse((await call(sb(), "GET", `/events/${event}/coupons`)).body).data;
    expectError(await call(sb(), "GET", `/events/${event}/coupons`, { key: null }), 401);
    const ro = { key: DEMO_READONLY_API_KEY };
    expect((await call(sb(), "GET", `/events/${event}/coupons`, ro)).status).toBe(200);
    const body = { code: "RO", discount_type: "percent", discount_value: "5" };
    expectError(await call(sb(), "POST", `/events/${event}/coupons`, { ...ro, body }), 403);
    expectError(await call(sb(), "PATCH", `/events/${event}/coupons/${first.id}`, { ...ro, body: {} }), 403);
  });
});
