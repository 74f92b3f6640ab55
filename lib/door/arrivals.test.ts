import { describe, expect, it } from "vitest";

import { quarterKey, summarizeArrivals } from "./arrivals";

const t = (product: string | null, at: string | null) => ({
  product_name: product,
  checked_in: at !== null,
  checked_in_at: at,
});

const SP = "America/Sao_Paulo"; // UTC−3
const MANAUS = "America/Manaus"; // UTC−4
const NOW = Date.parse("2026-11-24T12:00:00Z");

describe("quarterKey", () => {
  it("floors to the quarter hour in the display zone", () => {
    expect(quarterKey("2026-11-24T00:14:59Z", SP)).toBe("2026-11-23T21:00");
    expect(quarterKey("2026-11-24T00:15:00Z", SP)).toBe("2026-11-23T21:15");
    expect(quarterKey("2026-11-24T00:59:00Z", MANAUS)).toBe("2026-11-23T20:45");
    expect(quarterKey("nope", SP)).toBe("");
  });
});

describe("summarizeArrivals", () => {
  const tickets = [
    t("Pista", "2026-11-23T23:01:00Z"), // 20:00 SP
    t("Pista", "2026-11-23T23:50:00Z"), // 20:45
    t("VIP", "2026-11-23T23:55:00Z"), // 20:45
    t("Pista", "2026-11-23T23:46:00Z"), // 20:45
    t("Pista", null),
    t("VIP", null),
    t(null, null),
  ];

  it("buckets check-ins per quarter hour in DISPLAY_TZ, empty quarters included, and finds the peak", () => {
    const a = summarizeArrivals(tickets, { timeZone: SP, locale: "pt-BR", endsAt: null, nowMs: NOW });
    expect(a.buckets).toEqual([
      { key: "2026-11-23T20:00", count: 1 },
      { key: "2026-11-23T20:15", count: 0 },
      { key: "2026-11-23T20:30", count: 0 },
      { key: "2026-11-23T20:45", count: 3 },
    ]);
    expect(a.peak).toEqual({ key: "2026-11-23T20:45", count: 3 });
    expect(a.buckets.reduce((s, b) => s + b.count, 0)).toBe(a.checkedIn);
  });

  it("uses the zone it is given (Manaus keys are an hour earlier)", () => {
    const a = summarizeArrivals(tickets, { timeZone: MANAUS, locale: "pt-BR", endsAt: null, nowMs: NOW });
    expect(a.buckets[0].key).toBe("2026-11-23T19:00");
    expect(a.peak?.key).toBe("2026-11-23T19:45");
  });

  it("crosses midnight in the display zone", () => {
    const a = summarizeArrivals([t("A", "2026-11-24T02:50:00Z"), t("A", "2026-11-24T03:05:00Z")], {
      timeZone: SP,
      locale: "pt-BR",
      endsAt: null,
      nowMs: NOW,
    });
    expect(a.buckets.map((b) => b.key)).toEqual(["2026-11-23T23:45", "2026-11-24T00:00"]);
  });

  it("takes the earliest quarter on a tie", () => {
    const a = summarizeArrivals([t("A", "2026-11-24T01:00:00Z"), t("A", "2026-11-24T00:00:00Z")], {
      timeZone: SP,
      locale: "pt-BR",
      endsAt: null,
      nowMs: NOW,
    });
    expect(a.peak).toEqual({ key: "2026-11-23T21:00", count: 1 });
  });

  it("orders lots of equal size by name in the reader's language", () => {
    // "Área" sorts after "Camarote" by code unit (Á is U+00C1) and before it in either language.
    const equal = [t("Camarote", null), t("Área", null), t("arquibancada", null)];
    for (const locale of ["pt-BR", "en"]) {
      const a = summarizeArrivals(equal, { timeZone: SP, locale, endsAt: null, nowMs: NOW });
      expect(a.lots.map((l) => l.lot)).toEqual(["Área", "arquibancada", "Camarote"]);
    }
  });

  it("counts per lot and the tickets not checked in", () => {
    const a = summarizeArrivals(tickets, { timeZone: SP, locale: "pt-BR", endsAt: null, nowMs: NOW });
    expect(a).toMatchObject({ total: 7, checkedIn: 4, notCheckedIn: 3 });
    expect(a.lots).toEqual([
      { lot: "Pista", checkedIn: 3, total: 4 },
      { lot: "VIP", checkedIn: 1, total: 2 },
      { lot: null, checkedIn: 0, total: 1 },
    ]);
  });

  it("gives the no-show rate only once the event has ended", () => {
    const before = summarizeArrivals(tickets, {
      timeZone: SP,
      locale: "pt-BR",
      endsAt: "2026-11-24T12:00:01Z",
      nowMs: NOW,
    });
    expect(before).toMatchObject({ ended: false, noShowRate: null });
    const after = summarizeArrivals(tickets, {
      timeZone: SP,
      locale: "pt-BR",
      endsAt: "2026-11-24T12:00:00Z",
      nowMs: NOW,
    });
    expect(after.ended).toBe(true);
    expect(after.noShowRate).toBeCloseTo(3 / 7);
    expect(
      summarizeArrivals(tickets, { timeZone: SP, locale: "pt-BR", endsAt: null, nowMs: NOW }).noShowRate,
    ).toBeNull();
    expect(
      summarizeArrivals([], { timeZone: SP, locale: "pt-BR", endsAt: "2020-01-01T00:00:00Z", nowMs: NOW }),
    ).toMatchObject({
      ended: true,
      noShowRate: null,
      peak: null,
      buckets: [],
    });
  });
});
