import { parse } from "csv-parse/sync";
import { describe, expect, it, vi } from "vitest";

import ptCsv from "@/messages/pt-BR/csv.json";

import type { Audience } from "./contactable";
import { marketingCsvResponse } from "./exports";

type Row = { name: string; email: string; day: number | null };

vi.mock("next-intl/server", () => ({ getLocale: async () => "pt-BR" }));

describe("marketingCsvResponse", () => {
  it("states the legal basis on every row, the header first, and writes only the contactable buyers, formulas made inert", async () => {
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
    const res = await marketingCsvResponse({
      filename: "aniversariantes-x-03.csv",
      columns: ["name", "email", "day"],
      audience,
      cells: (r) => [r.name, r.email, r.day],
    });
    expect(res.headers.get("content-disposition")).toContain('filename="aniversariantes-x-03.csv"');
    const csv = Buffer.from(await res.arrayBuffer()).toString("utf8");
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Nome;E-mail;day;Base legal");
    const rows = parse(csv, { bom: true, delimiter: ";", columns: true }) as Record<string, string>[];
    const basis = ptCsv.notices.marketing;
    expect(basis).toMatch(/^LGPD art\. 7, IX/);
    expect(rows).toEqual([
      { Nome: "Ana, a", "E-mail": "ana@example.com", day: "3", "Base legal": basis },
      { Nome: "'=HYPERLINK(1)", "E-mail": "b@example.com", day: "", "Base legal": basis },
    ]);
  });
});
