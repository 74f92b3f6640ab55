import { describe, expect, it } from "vitest";

import { fromCents, sumCents, toCents } from "@/lib/money";

import { buildSeries, type SaleRecord } from "./series";

const SP = "America/Sao_Paulo";
/** A small deterministic PRNG (mulberry32) so failures reproduce. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sale(id: string, iso: string, amount: string, lots: SaleRecord["lots"] = []): SaleRecord {
  const at = Date.parse(iso);
  return {
    id,
    at,
    createdAt: at,
    amountCents: toCents(amount),
    tickets: lots.reduce((n, l) => n + l.quantity, 0),
    lots,
  };
}

describe("cents arithmetic", () => {
  it("sums 10,000 random decimal amounts with 0 cents of drift, per bucket and in total", () => {
    const random = rng(20261123);
    const amounts: string[] = [];
    const sales: SaleRecord[] = [];
    let expected = 0n;
    const start = Date.parse("2026-10-01T00:00:00Z");
    for (let i = 0; i < 10_000; i++) {
      const cents = Math.floor(random() * 5_000_000); // up to R$ 50.000,00
      const amount = fromCents(cents);
      amounts.push(amount);
      expected += BigInt(cents);
      const at = new Date(start + Math.floor(random() * 60 * 86_400_000)).toISOString();
      sales.push(sale(`o${i}`, at, amount));
    }
    const series = buildSeries(sales, {
      unit: "day",
      timeZone: SP,
      locale: "pt-BR",
      fromMs: null,
      toMs: Date.parse("2027-01-01"),
    });
    expect(BigInt(series.totals.grossCents)).toBe(expected);
    expect(BigInt(sumCents(amounts))).toBe(expected);
    expect(BigInt(series.buckets.reduce((t, b) => t + b.grossCents, 0))).toBe(expected);
    expect(BigInt(series.buckets.at(-1)!.cumulativeCents)).toBe(expected);
    expect(fromCents(series.totals.grossCents)).toBe(fromCents(expected));
  });
});

describe("buildSeries", () => {
  const lotA = { id: "a", name: "Pista", quantity: 2 };
  const lotB = { id: "b", name: "Camarote", quantity: 1 };
  const sales = [
    sale("1", "2026-11-23T02:30:00Z", "100.10", [lotA]), // 22 Nov in São Paulo
    sale("2", "2026-11-23T03:00:00Z", "50.05", [lotB]), // 23 Nov
    sale("3", "2026-11-25T12:00:00Z", "0.01", [lotA, lotB]),
  ];

  it("buckets per local day, fills gaps, accumulates and stacks tickets per lot", () => {
    const s = buildSeries(sales, {
      unit: "day",
      timeZone: SP,
      locale: "pt-BR",
      fromMs: null,
      toMs: Date.parse("2026-12-01"),
    });
    expect(s.buckets.map((b) => [b.key, b.grossCents, b.cumulativeCents, b.lots])).toEqual([
      ["2026-11-22", 10010, 10010, { a: 2 }],
      ["2026-11-23", 5005, 15015, { b: 1 }],
      ["2026-11-24", 0, 15015, {}],
      ["2026-11-25", 1, 15016, { a: 2, b: 1 }],
    ]);
    expect(s.lots).toEqual([
      { id: "b", name: "Camarote" },
      { id: "a", name: "Pista" },
    ]);
    expect(s.totals).toEqual({ orders: 3, tickets: 6, grossCents: 15016 });
  });

  it("in UTC the first two sales share a day", () => {
    const s = buildSeries(sales, {
      unit: "day",
      timeZone: "UTC",
      locale: "pt-BR",
      fromMs: null,
      toMs: Date.parse("2026-12-01"),
    });
    expect(s.buckets[0]).toMatchObject({ key: "2026-11-23", orders: 2, grossCents: 15015 });
  });

  it("a range keeps only its sales and draws every day of it", () => {
    const s = buildSeries(sales, {
      unit: "day",
      timeZone: SP,
      locale: "pt-BR",
      fromMs: Date.parse("2026-11-23T03:00:00Z"),
      toMs: Date.parse("2026-11-26T12:00:00Z"),
    });
    expect(s.buckets.map((b) => b.key)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"]);
    expect(s.totals.grossCents).toBe(5006);
  });

  it("per hour, around São Paulo midnight", () => {
    const s = buildSeries(sales.slice(0, 2), {
      unit: "hour",
      timeZone: SP,
      locale: "pt-BR",
      fromMs: null,
      toMs: Date.parse("2026-12-01"),
    });
    expect(s.buckets.map((b) => [b.key, b.grossCents])).toEqual([
      ["2026-11-22T23", 10010],
      ["2026-11-23T00", 5005],
    ]);
  });

  it("lists lots by name in the reader's language, not by code unit", () => {
    const named = [
      sale("1", "2026-11-23T12:00:00Z", "1.00", [{ id: "c", name: "camarote", quantity: 1 }]),
      sale("2", "2026-11-23T12:00:00Z", "1.00", [{ id: "e", name: "Área VIP", quantity: 1 }]),
      sale("3", "2026-11-23T12:00:00Z", "1.00", [{ id: "p", name: "Pista", quantity: 1 }]),
    ];
    const at = { unit: "day", timeZone: SP, fromMs: null, toMs: Date.parse("2026-12-01") } as const;
    for (const locale of ["pt-BR", "en"]) {
      const s = buildSeries(named, { ...at, locale });
      expect(s.lots.map((l) => l.name)).toEqual(["Área VIP", "camarote", "Pista"]);
    }
  });

  it("no sales: no buckets for all time, empty days for a range", () => {
    expect(
      buildSeries([], { unit: "day", timeZone: SP, locale: "pt-BR", fromMs: null, toMs: 0 }).buckets,
    ).toEqual([]);
    const s = buildSeries([], {
      unit: "day",
      timeZone: "UTC",
      locale: "pt-BR",
      fromMs: 0,
      toMs: 86_400_000 * 2,
    });
    expect(s.buckets.map((b) => b.grossCents)).toEqual([0, 0, 0]);
  });
});
