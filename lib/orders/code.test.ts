import { describe, expect, it } from "vitest";

import { isOrderCodeQuery, orderCode } from "./code";

describe("short order code", () => {
  it("is the door's code of the order id", () => {
    expect(orderCode("a1b2c3d4-0000-0000-0000-000000000000")).toBe("A1B2C3D4");
  });

  it("reads 8 hex characters, any case, `#` optional, as a code; names are not codes", () => {
    for (const q of ["A1B2C3D4", "a1b2c3d4", "#a1b2c3d4", " A1B2C3D4 "])
      expect(isOrderCodeQuery(q)).toBe(true);
    for (const q of ["Ana Souza", "a1b2c3", "a1b2c3d4e", "ana@example.com", "123.456.789-00"])
      expect(isOrderCodeQuery(q)).toBe(false);
  });
});
