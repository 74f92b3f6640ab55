import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { REPORT_CSV_COLUMNS, reportCsvRows, type ReportFile } from "@/lib/reports/files";

import { csvResponse } from "./csv-stream";

// Issue 24 item 13: a statement's CSV names its sections in the reader's language, with the words the
// page uses ("Receita por evento"), never the code's keys ("events").
const FILE: ReportFile = {
  title: "Relatório",
  header: [{ label: "Período", value: "1–2" }],
  sections: [
    {
      key: "events",
      title: "",
      head: ["Evento", "Pedidos", "Ingressos", "Receita"],
      rows: [[{ text: "Show" }, { count: 2 }, { count: 3 }, { cents: 12050 }]],
    },
    { key: "coupons", title: "", head: ["Cupom"], rows: [] },
  ],
};

async function sectionsOf(locale: "pt-BR" | "en") {
  const res = await csvResponse({
    filename: "r.csv",
    columns: REPORT_CSV_COLUMNS,
    rows: reportCsvRows(FILE),
    locale,
    timeZone: "America/Sao_Paulo",
  });
  const rows = parse(await res.text(), { bom: true, delimiter: locale === "en" ? "," : ";" }) as string[][];
  return rows.map((r) => [r[0], r[4] ?? ""]);
}

describe("the report CSV's section column", () => {
  it("is in Portuguese for a pt-BR reader, the page's titles, amounts with a decimal comma", async () => {
    expect(await sectionsOf("pt-BR")).toEqual([
      ["Seção", "Coluna 4"],
      ["Cabeçalho", ""],
      ["Cabeçalho", ""],
      ["Receita por evento", "Receita"],
      ["Receita por evento", "120,50"],
      ["Cupons", ""],
    ]);
  });

  it("is in English for an English reader", async () => {
    expect(await sectionsOf("en")).toEqual([
      ["Section", "Column 4"],
      ["Header", ""],
      ["Header", ""],
      // The head is the file model's own (already in the reader's language when the route builds it).
      ["Revenue by event", "Receita"],
      ["Revenue by event", "120.50"],
      ["Coupons", ""],
    ]);
  });
});
