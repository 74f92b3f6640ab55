import { describe, expect, it } from "vitest";

import { readCampaignDiscount } from "./campaign-discount";
import { CampaignInput } from "./campaign-job";

describe("readCampaignDiscount", () => {
  it("reads 1.234,50 as R$ 1,234.50 (123450 cents), like every money field", () => {
    expect(readCampaignDiscount("amount", "1.234,50")).toEqual({
      ok: true,
      value: "1234.50",
      cents: 123_450,
    });
    expect(readCampaignDiscount("amount", "1234.50")).toMatchObject({ ok: true, cents: 123_450 });
  });

  it("reads a percent like money: 12,5 is 12.5 %, at most 100", () => {
    expect(readCampaignDiscount("percent", "12,5")).toEqual({ ok: true, value: "12.50", cents: 1_250 });
    expect(readCampaignDiscount("percent", "10")).toEqual({ ok: true, value: "10", cents: 1_000 });
    expect(readCampaignDiscount("percent", "100")).toMatchObject({ ok: true });
    expect(readCampaignDiscount("percent", "100,01")).toEqual({ ok: false, message: "discount" });
  });

  it("refuses zero, junk and too many digits with the field's message, ambiguity and a minus with their own", () => {
    for (const bad of ["0", "", "abc", "100000000,00"])
      expect(readCampaignDiscount("amount", bad), bad).toEqual({ ok: false, message: "discount" });
    expect(readCampaignDiscount("amount", "1,234.50")).toEqual({ ok: false, message: "amountAmbiguous" });
    expect(readCampaignDiscount("amount", "-5")).toEqual({ ok: false, message: "amountNegative" });
  });

  it("gives the job a value its input schema takes", () => {
    const read = readCampaignDiscount("amount", "99.999.999,99");
    expect(read.ok && CampaignInput.shape.discountValue.safeParse(read.value).success).toBe(true);
  });
});
