import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { LEGAL_BASIS, type Audience } from "./contactable";
import { marketingCsvResponse } from "./exports";

type Row = { name: string; email: string; day: number | null };

describe("marketingCsvResponse", () => {
  it("opens with the legal basis and writes only the contactable buyers, formulas made inert", async () => {
    const listed: Row[] = [
      { name: "Ana, a", email: "ana@example.com", day: 3 },
      { name: "=HYPERLINK(1)", email: "b@example.com", day: null },
      { name: "Suppressed", email: "out@example.com", day: 9 },
    ];
    const audience: Audience<Row> = {
      listed,
      contactable: listed.slice(0, 2),
      isSuppressed: (r) => r.email === "out@example.com",
    };
    const res = marketingCsvResponse({
      filename: "aniversariantes-x-03.csv",
      columns: ["name", "email", "day"],
      audience,
      cells: (r) => [r.name, r.email, r.day],
    });
    expect(res.headers.get("content-disposition")).toContain('filename="aniversariantes-x-03.csv"');
    const csv = Buffer.from(await res.arrayBuffer()).toString("utf8");
    expect(csv.replace(/^\uFEFF/, "").split("\n")[0]).toBe(LEGAL_BASIS);
    const rows = parse(csv, { bom: true, comment: "#", columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      { name: "Ana, a", email: "ana@example.com", day: "3" },
      { name: "'=HYPERLINK(1)", email: "b@example.com", day: "" },
    ]);
  });
});
