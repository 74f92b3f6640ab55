import { describe, expect, it } from "vitest";

import { parseAmount, settingsValues } from "./settings-form";

describe("notification settings form", () => {
  it("reads the minimum sale amount as typed in Brazil or on the wire, in integer cents", () => {
    expect(
      ["", "0", "150", "150,5", "150,50", "1.234,56", "R$ 1.234,56", "150.50", "1234.5"].map(parseAmount),
    ).toEqual([0, 0, 15_000, 15_050, 15_050, 123_456, 123_456, 15_050, 123_450]);
    for (const bad of ["abc", "-1", "1,234,5", "10.999"]) expect(parseAmount(bad)).toBeNull();
  });

  it("reads unchecked boxes as off", () => {
    const form = new FormData();
    form.set("saleEmail", "on");
    form.set("saleMin", "10");
    expect(settingsValues(null, form)).toMatchObject({
      saleEmail: true,
      saleInApp: false,
      saleMin: "10",
      report: "none",
    });
  });
});
