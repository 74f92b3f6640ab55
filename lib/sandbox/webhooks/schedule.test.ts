import { describe, expect, it } from "vitest";

import { JITTER, MAX_ATTEMPTS, RETRY_DELAYS_MS, retryDelayMs } from "./schedule";

describe("retry schedule", () => {
  it("is 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up after 8 attempts", () => {
    expect(RETRY_DELAYS_MS.map((ms) => ms / 1000)).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(MAX_ATTEMPTS).toBe(8);
    expect(retryDelayMs(8, 1)).toBeNull();
    expect(retryDelayMs(0, 1)).toBeNull();
  });

  it("jitters by at most ±10% and scales by the time scale", () => {
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts++) {
      const base = RETRY_DELAYS_MS[attempts - 1];
      expect(retryDelayMs(attempts, 1, () => 0)).toBe(Math.round(base * (1 - JITTER)));
      expect(retryDelayMs(attempts, 1, () => 0.999999)).toBeLessThanOrEqual(Math.round(base * (1 + JITTER)));
      expect(retryDelayMs(attempts, 0.001, () => 0.5)).toBe(Math.round(base * 0.001));
      const samples = Array.from({ length: 200 }, () => retryDelayMs(attempts, 1)!);
      expect(Math.min(...samples)).toBeGreaterThanOrEqual(base * 0.9 - 1);
      expect(Math.max(...samples)).toBeLessThanOrEqual(base * 1.1 + 1);
      expect(new Set(samples).size).toBeGreaterThan(1);
    }
  });
});
