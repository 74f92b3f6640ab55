import { describe, expect, it } from "vitest";

import { forEachLimited, limiter, mapLimit } from "./concurrency";

describe("limiter", () => {
  it("shares its slots between callers: never more than n tasks at once, in arrival order", async () => {
    const slot = limiter(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) =>
      slot(async () => {
        started.push(i);
        active++;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 5));
        active--;
        return i;
      });
    const [first, second] = await Promise.all([
      Promise.all([task(0), task(1)]),
      Promise.all([task(2), task(3)]),
    ]);
    expect([...first, ...second]).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
  });

  it("frees the slot of a task that failed", async () => {
    const slot = limiter(1);
    await expect(slot(async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await slot(async () => "next")).toBe("next");
  });

  it("refuses a limit below one", () => {
    expect(() => limiter(0)).toThrow(/positive integer/);
    expect(() => limiter(1.5)).toThrow(/positive integer/);
  });
});

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

describe("mapLimit", () => {
  it("keeps order and never runs more than n at once", async () => {
    let active = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3, 0], 2, async (x) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, x));
      active--;
      return x * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
  });
});
