import { describe, expect, it } from "vitest";

import { CouponCreateInput, CouponUpdateInput, type Coupon } from "@/lib/contract";

import {
  couponFieldErrors,
  toCreateInput,
  toDecimalText,
  toUpdateInput,
  type CouponFormValues,
} from "./form";

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
    expect(toDecimalText("12,5")).toBe("12.50");
    expect(toDecimalText("12.50")).toBe("12.50");
    expect(toDecimalText("0,10")).toBe("0.10");
    expect(toDecimalText("1.005")).toBeNull();
    expect(toDecimalText("abc")).toBeNull();
    const input = toCreateInput(values({ discount_type: "amount", discount_value: "12,5" }));
    expect(input.discount_value).toBe("12.50");
    expect(CouponCreateInput.safeParse(input).success).toBe(true);
    expect(toCreateInput(values({ discount_value: "15,00" })).discount_value).toBe("15");
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
