import { describe, expect, it } from "vitest";

import { readSaleMin, settingsValues } from "./settings-form";

describe("notification settings form", () => {
  it("reads the minimum sale amount as typed in Brazil or on the wire, in integer cents", () => {
    const cents = (typed: string) => {
      const read = readSaleMin(typed);
      return read.ok ? read.cents : null;
    };
    expect(
      ["", "0", "150", "150,5", "150,50", "1.234,50", "R$ 1.234,56", "150.50", "1234.5"].map(cents),
    ).toEqual([0, 0, 15_000, 15_050, 15_050, 123_450, 123_456, 15_050, 123_450]);
    for (const bad of ["abc", "-1", "1,234,5", "10.999", "100.000.001"]) expect(cents(bad)).toBeNull();
  });

  it("refuses US grouping as ambiguous, so the field can say why", () => {
    expect(readSaleMin("1,234.50")).toEqual({ ok: false, error: "ambiguous" });
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
