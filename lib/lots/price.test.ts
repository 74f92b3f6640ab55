import { describe, expect, it } from "vitest";

import { parsePriceInput } from "./price";

describe("parsePriceInput (money validation of the lot form)", () => {
  it.each([
    ["120", "120.00"],
    ["120,5", "120.50"],
    ["120,50", "120.50"],
    ["1234.50", "1234.50"],
    ["1.234,50", "1234.50"],
    ["1,234.50", "1234.50"],
    ["1.234.567", "1234567.00"],
    ["R$ 99,90", "99.90"],
    [" 0,05 ", "0.05"],
    ["0", "0.00"],
    ["007,10", "7.10"],
  ])("%j → %j", (input, wire) => {
    expect(parsePriceInput(input)).toBe(wire);
  });

  it.each([
    "",
    "abc",
    "-10,00",
    "10,001",
    "1.234",
    "12,34,56",
    "1.23.456,00",
    "10.5.5",
    "1e3",
    "NaN",
    "12345678901,00",
  ])("refuses %j", (input) => {
    expect(parsePriceInput(input)).toBeNull();
  });

  it("never goes through floating point: 0,1 + 0,2 style amounts keep their cents", () => {
    expect(parsePriceInput("0,10")).toBe("0.10");
    expect(parsePriceInput("9999999999,99")).toBe("9999999999.99");
  });
});
