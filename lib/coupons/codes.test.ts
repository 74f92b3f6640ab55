import { describe, expect, it } from "vitest";

import { CouponCreateInput } from "@/lib/contract";

import { BULK_MAX, generateCodes, randomSuffix, SUFFIX_ALPHABET, SUFFIX_LENGTH } from "./codes";

describe("generateCodes", () => {
  it("draws N distinct PREFIX-SUFFIX codes the API accepts, upper-casing the prefix", () => {
    const codes = generateCodes("vip_2026", 500);
    expect(codes).toHaveLength(500);
    expect(new Set(codes.map((c) => c.toLowerCase())).size).toBe(500);
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^VIP_2026-[${SUFFIX_ALPHABET}]{${SUFFIX_LENGTH}}$`));
      expect(
        CouponCreateInput.safeParse({ code, discount_type: "percent", discount_value: "10" }).success,
      ).toBe(true);
    }
  });

  it("uses the whole alphabet and no look-alike characters", () => {
    const seen = new Set(Array.from({ length: 400 }, () => randomSuffix()).join(""));
    expect([...seen].sort().join("")).toBe([...SUFFIX_ALPHABET].sort().join(""));
    for (const c of "01ILO") expect(SUFFIX_ALPHABET).not.toContain(c);
  });

  it("refuses a bad prefix or count", () => {
    expect(() => generateCodes("", 1)).toThrow(RangeError);
    expect(() => generateCodes("has space", 1)).toThrow(RangeError);
    expect(() => generateCodes("A".repeat(21), 1)).toThrow(RangeError);
    expect(() => generateCodes("OK", 0)).toThrow(RangeError);
    expect(() => generateCodes("OK", BULK_MAX + 1)).toThrow(RangeError);
    expect(() => generateCodes("OK", 1.5)).toThrow(RangeError);
  });

  it("the longest prefix still fits the API's 40-character code", () => {
    const [code] = generateCodes("P".repeat(20), 1);
    expect(code.length).toBeLessThanOrEqual(40);
  });
});
