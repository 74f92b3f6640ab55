import { describe, expect, it } from "vitest";

import { CouponCreateInput, CouponUpdateInput, type Coupon } from "@/lib/contract";

import { couponFieldErrors, discountText, toCreateInput, toUpdateInput, type CouponFormValues } from "./form";

const values = (v: Partial<CouponFormValues> = {}): CouponFormValues => ({
  code: "PROMO10",
  discount_type: "percent",
  discount_value: "10",
  name: "",
  usage_limit: "",
  active: true,
  ...v,
});
const t = (key: string) => key;

describe("coupon form → payload", () => {
  it("reads amounts as money: comma or dot, at most two decimals, never floats", () => {
    expect(discountText("12,5")).toBe("12.50");
    expect(discountText("12.50")).toBe("12.50");
    expect(discountText("0,10")).toBe("0.10");
    expect(discountText("1.005")).toBe("1.005");
    expect(discountText("abc")).toBe("abc");
    const input = toCreateInput(values({ discount_type: "amount", discount_value: "12,5" }));
    expect(input.discount_value).toBe("12.50");
    expect(CouponCreateInput.safeParse(input).success).toBe(true);
    expect(toCreateInput(values({ discount_value: "15,00" })).discount_value).toBe("15");
  });

  it("reads 1.234,50 as R$ 1,234.50 (123450 cents), like every money field", () => {
    const input = toCreateInput(values({ discount_type: "amount", discount_value: "1.234,50" }));
    expect(input.discount_value).toBe("1234.50");
    expect(CouponCreateInput.safeParse(input).success).toBe(true);
    expect(
      toCreateInput(values({ discount_type: "amount", discount_value: "1.000,00" })).discount_value,
    ).toBe("1000");
  });

  it("says an amount like 1,234.50 is ambiguous, beside the value field", () => {
    const input = toCreateInput(values({ discount_type: "amount", discount_value: "1,234.50" }));
    const parsed = CouponCreateInput.safeParse(input);
    expect(couponFieldErrors(parsed.error!.issues, t, input)).toEqual({
      discount_value: ["amountAmbiguous"],
    });
  });

  it("a percent reads 12,5 as 12.5 % and keeps its own at-most-100 rule", () => {
    const input = toCreateInput(values({ discount_value: "12,5" }));
    expect(input.discount_value).toBe("12.50");
    expect(CouponCreateInput.safeParse(input).success).toBe(true);
    const big = toCreateInput(values({ discount_value: "1.234,50" }));
    const parsed = CouponCreateInput.safeParse(big);
    expect(couponFieldErrors(parsed.error!.issues, t, big)).toEqual({ discount_value: ["percentMax"] });
  });

  it("percent must be above 0 and at most 100, beside the value field", () => {
    for (const bad of ["0", "100.01", "150", "-5", "dez"]) {
      const input = toCreateInput(values({ discount_value: bad }));
      const parsed = CouponCreateInput.safeParse(input);
      expect(parsed.success, bad).toBe(false);
      expect(Object.keys(couponFieldErrors(parsed.error!.issues, t, input)), bad).toEqual(["discount_value"]);
    }
    expect(CouponCreateInput.safeParse(toCreateInput(values({ discount_value: "100" }))).success).toBe(true);
  });

  it("names code-format, missing-type and usage-limit problems per field", () => {
    const input = toCreateInput(values({ code: "no spaces!", discount_type: "", usage_limit: "0" }));
    const parsed = CouponCreateInput.safeParse(input);
    expect(couponFieldErrors(parsed.error!.issues, t, input)).toEqual({
      code: ["codeFormat"],
      discount_type: ["required"],
      usage_limit: ["usageLimit"],
    });
  });

  it("edit sends only what changed, never code or type; an emptied limit sends null", () => {
    const current: Coupon = {
      id: "c1",
      code: "PROMO10",
      name: "Promo",
      discount_type: "percent",
      discount_value: "10",
      active: true,
      usage_limit: 5,
    };
    expect(toUpdateInput(values({ name: "Promo", usage_limit: "5" }), current)).toEqual({});
    const changed = toUpdateInput(
      values({ code: "HACKED", name: "Promo", discount_value: "12,5", usage_limit: "", active: false }),
      current,
    );
    expect(changed).toEqual({ discount_value: "12.50", usage_limit: null, active: false });
    expect(CouponUpdateInput.safeParse(changed).success).toBe(true);
  });
});
