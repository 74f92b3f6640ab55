import { describe, expect, it } from "vitest";

import { defuseCell } from "./defuse";

describe("defuseCell", () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ["+SUM(1,1)", "'+SUM(1,1)"],
    ["-1+1", "'-1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["+5", "'+5"],
    ["-2e3", "'-2e3"],
    ["-", "'-"],
    ["-1,2,3", "'-1,2,3"],
    ["-12,50+1", "'-12,50+1"],
  ])("prefixes %j with a quote", (value, expected) => {
    expect(defuseCell(value)).toBe(expected);
  });

  // Decision: a cell that is exactly a plain decimal number stays a number (a negative refund or an
  // amount sums in the sheet); a spreadsheet runs nothing in it.
  it.each(["-12.50", "-3", "0", "120.00", "-12,50", "120,00"])(
    "leaves the plain number %j as it is",
    (value) => {
      expect(defuseCell(value)).toBe(value);
    },
  );

  it.each(["Ana Souza", "a=b", " =1", "'=already", "", "ÇÃO"])("leaves ordinary text %j alone", (value) => {
    expect(defuseCell(value)).toBe(value);
  });
});
