import { describe, expect, it } from "vitest";

import { forEachLimited } from "./limiter";

describe("forEachLimited", () => {
  it("never has more than `limit` calls in flight and visits every item once", async () => {
    let inFlight = 0;
    let max = 0;
    const seen: number[] = [];
    await forEachLimited(
      Array.from({ length: 20 }, (_, i) => i),
      3,
      async (item) => {
        inFlight++;
        max = Math.max(max, inFlight);
        await Promise.resolve();
        seen.push(item);
        inFlight--;
      },
    );
    expect(max).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("starts nothing new once told to stop", async () => {
    const seen: string[] = [];
    await forEachLimited(
      ["a", "b", "c", "d"],
      1,
      async (item) => void seen.push(item),
      () => seen.length >= 2,
    );
    expect(seen).toEqual(["a", "b"]);
  });

  it("refuses a limit below one", async () => {
    await expect(forEachLimited([1], 0, async () => undefined)).rejects.toThrow(/positive integer/);
  });
});
