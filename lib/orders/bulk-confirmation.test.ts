import { describe, expect, it } from "vitest";

import { confirmsBulkCancel } from "./bulk-confirmation";

describe("the bulk cancel's typed confirmation", () => {
  it("takes the event's name whatever its spacing and case, or the count", () => {
    expect(confirmsBulkCancel("  copa   SUNSET de e-sports ", "Copa Sunset de E-sports", 12)).toBe(true);
    expect(confirmsBulkCancel("ÉPICO", "épico", 3)).toBe(true);
    expect(confirmsBulkCancel("12", "Copa", 12)).toBe(true);
  });

  it("refuses an empty, partial or wrong answer", () => {
    expect(confirmsBulkCancel("", "", 0)).toBe(false);
    expect(confirmsBulkCancel("Copa", "Copa Sunset", 12)).toBe(false);
    expect(confirmsBulkCancel("11", "Copa", 12)).toBe(false);
  });
});
