import { describe, expect, it } from "vitest";

import { toCents } from "@/lib/money";

import { toCreateBody, type LotFormValues } from "./form";

const values = (amount: string): LotFormValues => ({
  name: "Pista",
  amount,
  maximum_quantity: "100",
  sell_starts_at: "",
  sell_ends_at: "",
  hidden: false,
});

describe("lot form price", () => {
  it.each([
    ["1.234,50", 123_450],
    ["1234,50", 123_450],
    ["1234.50", 123_450],
    ["R$ 120", 12_000],
    ["0", 0],
  ])("reads %j as %d cents on the wire", (typed, cents) => {
    const { input, problems } = toCreateBody(values(typed), "America/Sao_Paulo");
    expect(problems).toEqual({});
    expect(toCents(String(input.amount))).toBe(cents);
  });

  it("says 1,234.50 is ambiguous and other junk is not a price, beside the field", () => {
    expect(toCreateBody(values("1,234.50"), "UTC").problems).toEqual({ amount: { key: "amountAmbiguous" } });
    expect(toCreateBody(values("doze"), "UTC").problems).toEqual({ amount: { key: "price" } });
  });
});

describe("lot form sale window out of range", () => {
  it("refuses year 0000 and 2101 beside the field", () => {
    const v = { ...values("10"), sell_starts_at: "0000-01-01T00:00", sell_ends_at: "2101-01-01T00:00" };
    expect(toCreateBody(v, "America/Sao_Paulo").problems).toEqual({
      sell_starts_at: { key: "dateOutOfRange" },
      sell_ends_at: { key: "dateOutOfRange" },
    });
  });
});
