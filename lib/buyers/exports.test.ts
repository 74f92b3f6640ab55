import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { LEGAL_BASIS, marketingCsv } from "./exports";

describe("marketingCsv", () => {
  it("opens with the legal basis and parses back to the rows, formulas made inert", () => {
    const csv = marketingCsv(
      ["name", "email", "day"],
      [
        ["Ana, a", "ana@example.com", 3],
        ["=HYPERLINK(1)", "b@example.com", null],
      ],
    );
    expect(csv.replace(/^\uFEFF/, "").split("\n")[0]).toBe(LEGAL_BASIS);
    const rows = parse(csv, { bom: true, comment: "#", columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      { name: "Ana, a", email: "ana@example.com", day: "3" },
      { name: "'=HYPERLINK(1)", email: "b@example.com", day: "" },
    ]);
  });
});
