import { describe, expect, it } from "vitest";

import { sortRows } from "@/lib/url-state/sort";

import { couponsList } from "./list-params";
import { couponComparators, type CouponSortKey } from "./sort";
import type { CouponWithUsage } from "./usage";

const coupon = (id: string, code: string, name: string | null, uses: number, revenueCents: number) =>
  ({
    id,
    code,
    name,
    discount_type: "percent",
    discount_value: "10",
    active: true,
    usage_limit: null,
    uses,
    revenueCents,
    discountCents: 0,
  }) satisfies CouponWithUsage;

const coupons = [
  coupon("a", "VERAO", "Verão", 3, 99_990),
  coupon("b", "amigos", null, 12, 120_000),
  coupon("c", "ÉPICO", "Amigos", 3, 9_999),
];
const ids = (key: CouponSortKey, dir: "asc" | "desc" = "asc") =>
  sortRows(coupons, couponComparators("pt-BR")[key], dir).map((c) => c.id);

describe("coupon sort", () => {
  it("sorts codes and names in the locale (case and accents folded), a missing name last", () => {
    expect(ids("code")).toEqual(["b", "c", "a"]);
    expect(ids("name")).toEqual(["c", "a", "b"]);
  });

  it("sorts uses and revenue (integer cents) numerically; ties keep the API's order", () => {
    expect(ids("uses")).toEqual(["a", "c", "b"]);
    expect(ids("uses", "desc")).toEqual(["b", "a", "c"]);
    expect(ids("revenue")).toEqual(["c", "a", "b"]);
  });

  it("reads the sort from the URL; junk keeps the API's order", () => {
    expect(couponsList.parse({ sort: "revenue", dir: "desc" })).toMatchObject({
      sort: "revenue",
      dir: "desc",
    });
    expect(couponsList.parse({ sort: "discount", page: "abc" })).toMatchObject({ sort: undefined, page: 1 });
  });
});
