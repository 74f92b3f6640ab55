import { describe, expect, it } from "vitest";

import {
  formatBRL,
  formatCompactBRL,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTypedAmount,
  fromCents,
  fromCentsTrimmed,
  MoneyParseError,
  parseTypedAmount,
  sumCents,
  typedAmountMessage,
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

describe("parseTypedAmount (every money field)", () => {
  it.each([
    ["1.234,50", 123450],
    ["1234,50", 123450],
    ["1234.50", 123450],
    ["12,5", 1250],
    ["12.5", 1250],
    ["120", 12000],
    ["120,50", 12050],
    ["1.234.567", 123456700],
    ["1.234.567,89", 123456789],
    ["R$ 99,90", 9990],
    ["R$1.234,50", 123450],
    [" 0,05 ", 5],
    ["0", 0],
    ["007,10", 710],
    ["9999999999,99", 999999999999],
  ])("%j → %d cents", (typed, cents) => {
    expect(parseTypedAmount(typed)).toEqual({ ok: true, cents });
  });

  it.each(["1,234.50", "1,234", "1.234", "10,001", "10.999", "1,234,567", "1,234,567.89"])(
    "refuses %j as ambiguous",
    (typed) => {
      expect(parseTypedAmount(typed)).toEqual({ ok: false, error: "ambiguous" });
    },
  );

  it.each([
    "abc",
    "12,34,56",
    "1.23.456,00",
    "10.5.5",
    "1234.567",
    "1234,567",
    "12,",
    ",5",
    "1e3",
    "NaN",
    "Infinity",
    "12345678901,00",
  ])("refuses %j", (typed) => {
    expect(parseTypedAmount(typed)).toEqual({ ok: false, error: "invalid" });
  });

  it("tells an empty field apart", () => {
    expect(parseTypedAmount("  ")).toEqual({ ok: false, error: "empty" });
  });

  it("keeps whole cents at the largest amount (no float on the way)", () => {
    const parsed = parseTypedAmount("9.999.999.999,99");
    expect(parsed.ok && fromCents(parsed.cents)).toBe("9999999999.99");
  });
});

describe("number formatting", () => {
  it("trims whole amounts for the wire", () => {
    expect(fromCentsTrimmed(1000)).toBe("10");
    expect(fromCentsTrimmed(1250)).toBe("12.50");
  });

  it("formats counts, percents and compact BRL in the locale", () => {
    expect(formatNumber(1234567, "pt-BR")).toBe("1.234.567");
    expect(formatNumber(2.345, "en", 2)).toBe("2.35");
    expect(formatPercent(0.125, "pt-BR")).toBe("12,5%");
    expect(formatPercent(0.125, "en")).toBe("12.5%");
    expect(plain(formatCompactBRL(1_234_500, "pt-BR"))).toBe("R$ 12 mil");
    expect(formatCompactBRL(1_234_500, "en")).toBe("R$12K");
  });
});

describe("negative typed amounts and amounts typed back (issue 24)", () => {
  it.each(["-10", "-10,00", "−5", " -0,50"])("refuses %j as negative, with its own message", (typed) => {
    expect(parseTypedAmount(typed)).toEqual({ ok: false, error: "negative" });
    expect(typedAmountMessage("negative", "price")).toBe("amountNegative");
  });

  it.each([
    [10050, "pt-BR", "100,50"],
    [123450, "pt-BR", "1.234,50"],
    [0, "pt-BR", "0,00"],
    [123450, "en", "1234.50"],
  ])("formats %i cents for a %s form field as %j, which reads back the same", (cents, locale, text) => {
    expect(formatTypedAmount(cents, locale)).toBe(text);
    expect(parseTypedAmount(text)).toEqual({ ok: true, cents });
  });
});
