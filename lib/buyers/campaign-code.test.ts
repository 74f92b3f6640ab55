import { describe, expect, it } from "vitest";

import { CAMPAIGN_CODE_PATTERN, campaignCode, MAX_CODE_SEQ, scramble } from "./campaign-code";

describe("campaignCode", () => {
  it("never repeats over 300,000 consecutive counters", () => {
    const seen = new Set<string>();
    for (let seq = 0; seq < 300_000; seq++) seen.add(campaignCode(seq, 3, 2027));
    expect(seen.size).toBe(300_000);
  });

  it("never repeats over 100,000 random counters across the whole range", () => {
    const seqs = new Set<number>();
    while (seqs.size < 100_000) seqs.add(Math.floor(Math.random() * (MAX_CODE_SEQ + 1)));
    const codes = new Set([...seqs].map((s) => campaignCode(s, 11, 2026)));
    expect(codes.size).toBe(seqs.size);
  });

  it("scrambles within range, and neighbours do not share a prefix pattern", () => {
    for (const seq of [0, 1, 2, MAX_CODE_SEQ - 1, MAX_CODE_SEQ]) {
      const s = scramble(seq);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(MAX_CODE_SEQ);
    }
    expect(campaignCode(1, 1, 2027).slice(0, 9)).not.toBe(campaignCode(2, 1, 2027).slice(0, 9));
  });

  it("has the NIVER-<short>-<MMYY> shape the Partner API accepts as a coupon code", () => {
    for (const [seq, month, year] of [
      [0, 1, 2027],
      [42, 9, 2026],
      [MAX_CODE_SEQ, 12, 2099],
    ]) {
      const code = campaignCode(seq, month, year);
      expect(code).toMatch(CAMPAIGN_CODE_PATTERN);
      expect(code).toMatch(/^[A-Za-z0-9_-]{2,40}$/);
    }
    expect(campaignCode(7, 3, 2027).endsWith("-0327")).toBe(true);
  });

  it("refuses counters outside 0..2^30−1", () => {
    expect(() => campaignCode(-1, 1, 2027)).toThrow(RangeError);
    expect(() => campaignCode(MAX_CODE_SEQ + 1, 1, 2027)).toThrow(RangeError);
    expect(() => campaignCode(1.5, 1, 2027)).toThrow(RangeError);
  });
});
