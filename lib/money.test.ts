import { describe, expect, it } from "vitest";

import {
  formatBRL,
  formatMoney,
  fromCents,
  MoneyParseError,
  sumCents,
  toCents,
  toCentsBigInt,
  tryToCents,
} from "./money";

// Normalises the narrow no-break space Intl puts between "R$" and the amount.
const plain = (s: string) => s.replace(/\s/g, " ");

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe("toCents", () => {
  it.each([
    ["0.05", 5],
    ["0.5", 50],
    ["10", 1000],
    ["10.00", 1000],
    ["1234.56", 123456],
    ["-12.30", -1230],
    ["-0.01", -1],
    ["0.00", 0],
    [" 7.10 ", 710],
    ["90071992547409.91", 9007199254740991],
  ])("%s → %i", (input, cents) => expect(toCents(input)).toBe(cents));

  it.each(["", "abc", "1,50", "1.234", "1e3", "--1.00", ".50", "NaN", "Infinity", "0x10"])(
    "rejects %j",
    (input) => {
      expect(() => toCents(input)).toThrow(MoneyParseError);
      expect(tryToCents(input)).toBeNull();
    },
  );

  it("refuses values beyond safe integers but BigInt keeps them exact", () => {
    expect(() => toCents("90071992547409.92")).toThrow(/too large/);
    expect(toCentsBigInt("123456789012345678901.23")).toBe(12345678901234567890123n);
  });
});

describe("fromCents", () => {
  it.each([
    [5, "0.05"],
    [-1230, "-12.30"],
    [0, "0.00"],
    [100, "1.00"],
    [12345678901234567890123n, "123456789012345678901.23"],
  ])("%s → %s", (cents, text) => expect(fromCents(cents)).toBe(text));

  it("round-trips", () => {
    for (const v of ["0.01", "-99.99", "1000000.10"]) expect(fromCents(toCents(v))).toBe(v);
  });

  // The sandbox writes every amount on the wire through fromCents: no float or unsafe value slips out.
  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("rejects %s cents", (cents) =>
    expect(() => fromCents(cents)).toThrow(RangeError),
  );
});

describe("formatting", () => {
  it("formats BRL in pt-BR", () => {
    expect(plain(formatBRL(123456))).toBe("R$ 1.234,56");
    expect(plain(formatBRL(-5))).toBe("-R$ 0,05");
    expect(plain(formatMoney("123456789012345678901.23"))).toBe("R$ 123.456.789.012.345.678.901,23");
  });

  it("formats in English when asked", () => expect(formatBRL(150, "en")).toBe("R$1.50"));

  it("shows unparseable text as is", () => expect(formatMoney("n/a")).toBe("n/a"));
});

describe("sums", () => {
  it("10,000 random decimal strings sum with 0 cent drift against a BigInt reference", () => {
    const random = seeded(42);
    const values: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const whole = Math.floor(random() * 1_000_000);
      const frac = Math.floor(random() * 100);
      const sign = random() < 0.1 ? "-" : "";
      values.push(`${sign}${whole}.${String(frac).padStart(2, "0")}`);
    }
    const reference = values.reduce((acc, v) => {
      const [w, f] = v.replace("-", "").split(".");
      const c = BigInt(w) * 100n + BigInt(f);
      return acc + (v.startsWith("-") ? -c : c);
    }, 0n);
    expect(BigInt(sumCents(values))).toBe(reference);
    expect(fromCents(sumCents(values))).toBe(fromCents(reference));
  });
});
