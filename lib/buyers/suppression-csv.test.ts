import { describe, expect, it } from "vitest";

import { normalizeEmail, parseSuppressionCsv } from "./suppression-csv";

describe("suppression CSV import", () => {
  it("reads the email column when the header names one", () => {
    const csv = "\uFEFFname,email\nAna,Ana@Example.com\nBia,bia@example.com\nAna again,ana@example.com\n";
    expect(parseSuppressionCsv(csv)).toEqual(["ana@example.com", "bia@example.com"]);
  });

  it("takes every e-mail cell of a header-less file, with ; as separator too", () => {
    expect(parseSuppressionCsv("x@y.com;not an email\nz@w.org\n")).toEqual(["x@y.com", "z@w.org"]);
  });

  it("says null for text that is not CSV, and normalizes single addresses", () => {
    expect(parseSuppressionCsv('"unterminated')).toBeNull();
    expect(normalizeEmail("  A@B.CO ")).toBe("a@b.co");
    expect(normalizeEmail("a@b")).toBeNull();
    expect(normalizeEmail(42)).toBeNull();
  });
});
