import { describe, expect, it } from "vitest";

import { bucketKey, bucketKeys, startOfLocalDay } from "./bucket";
import { rangeBounds } from "./range";

const SP = "America/Sao_Paulo";
const at = (iso: string) => Date.parse(iso);

describe("bucketKey around midnight", () => {
  it("UTC midnight splits days in UTC", () => {
    expect(bucketKey(at("2026-11-22T23:59:59.999Z"), "day", "UTC")).toBe("2026-11-22");
    expect(bucketKey(at("2026-11-23T00:00:00.000Z"), "day", "UTC")).toBe("2026-11-23");
  });

  it("00:00–02:59 UTC is still the previous day in São Paulo (UTC-3)", () => {
    expect(bucketKey(at("2026-11-23T00:00:00Z"), "day", SP)).toBe("2026-11-22");
    expect(bucketKey(at("2026-11-23T02:59:59.999Z"), "day", SP)).toBe("2026-11-22");
    expect(bucketKey(at("2026-11-23T03:00:00Z"), "day", SP)).toBe("2026-11-23");
  });

  it("hours carry the local date and hour", () => {
    expect(bucketKey(at("2026-11-23T02:30:00Z"), "hour", SP)).toBe("2026-11-22T23");
    expect(bucketKey(at("2026-11-23T03:00:00Z"), "hour", SP)).toBe("2026-11-23T00");
    expect(bucketKey(at("2026-11-23T02:30:00Z"), "hour", "UTC")).toBe("2026-11-23T02");
  });

  it("follows São Paulo's former daylight saving (2018-11-04 00:00 → 01:00)", () => {
    // DST began at local midnight: 03:00Z was 01:00 (-02), so that day starts at 01:00 local.
    expect(bucketKey(at("2018-11-04T02:59:59Z"), "day", SP)).toBe("2018-11-03");
    expect(bucketKey(at("2018-11-04T03:00:00Z"), "hour", SP)).toBe("2018-11-04T01");
    expect(startOfLocalDay(at("2018-11-04T12:00:00Z"), SP)).toBe(at("2018-11-04T03:00:00Z"));
  });
});

describe("bucketKeys", () => {
  it("lists every local day between two instants, across a month end", () => {
    expect(bucketKeys(at("2026-11-29T02:00:00Z"), at("2026-12-02T03:00:00Z"), "day", SP)).toEqual([
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("lists hours across São Paulo midnight", () => {
    expect(bucketKeys(at("2026-11-23T01:10:00Z"), at("2026-11-23T04:05:00Z"), "hour", SP)).toEqual([
      "2026-11-22T22",
      "2026-11-22T23",
      "2026-11-23T00",
      "2026-11-23T01",
    ]);
  });

  it("skips the wall hour daylight saving removed", () => {
    const keys = bucketKeys(at("2018-11-04T01:30:00Z"), at("2018-11-04T04:30:00Z"), "hour", SP);
    expect(keys).toEqual(["2018-11-03T22", "2018-11-03T23", "2018-11-04T01", "2018-11-04T02"]);
  });

  it("is empty when the end precedes the start, and bounded by max", () => {
    expect(bucketKeys(2, 1, "day", "UTC")).toEqual([]);
    expect(bucketKeys(0, 1000 * 86_400_000, "day", "UTC", 10)).toHaveLength(10);
  });
});

describe("rangeBounds", () => {
  it("starts 7 local days back at São Paulo midnight, today included", () => {
    const now = at("2026-11-23T01:00:00Z"); // 22 Nov, 22:00 in São Paulo
    expect(rangeBounds("7d", now, SP)).toEqual({ fromMs: at("2026-11-16T03:00:00Z"), toMs: now });
    expect(rangeBounds("all", now, SP)).toEqual({ fromMs: null, toMs: Number.POSITIVE_INFINITY });
  });
});
