import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { attachment, csvResponse, type CsvCell } from "./csv-stream";

async function* rowsOf(rows: CsvCell[][], failAfter?: number) {
  for (const [i, row] of rows.entries()) {
    if (failAfter !== undefined && i === failAfter) throw new Error("upstream went away");
    yield row;
  }
}

const TRICKY: CsvCell[][] = [
  ["1", 'Ana "Aninha" Souza', "Pista, meia", "São João; Ação", "line\nbreak", null, 3],
  ["2", "=HYPERLINK()", "", "ÇÃÉÜ ñ 日本", "x", true, 0],
];
const COLUMNS = ["id", "name", "product", "city", "note", "flag", "n"];

describe("csvResponse", () => {
  it("streams RFC 4180 CSV with a UTF-8 BOM that parses back to the same cells", async () => {
    const res = csvResponse({ filename: "festival-orders.csv", columns: COLUMNS, rows: rowsOf(TRICKY) });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="festival-orders.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const parsed = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toEqual({
      id: "1",
      name: 'Ana "Aninha" Souza',
      product: "Pista, meia",
      city: "São João; Ação",
      note: "line\nbreak",
      flag: "",
      n: "3",
    });
    expect(parsed[1].city).toBe("ÇÃÉÜ ñ 日本");
    expect(parsed[1].flag).toBe("true");
    expect(parsed[1].name).toBe("'=HYPERLINK()");
  });

  it("fails the download instead of ending a truncated file when the rows fail midway", async () => {
    const res = csvResponse({ filename: "x.csv", columns: COLUMNS, rows: rowsOf(TRICKY, 1) });
    await expect(res.text()).rejects.toThrow();
  });

  it("stops pulling rows when the client goes away", async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield [String(pulled), "x", "", "", "", null, 0] as CsvCell[];
      }
    }
    const ctl = new AbortController();
    const res = csvResponse({ filename: "x.csv", columns: COLUMNS, rows: endless(), signal: ctl.signal });
    const reader = res.body!.getReader();
    await reader.read();
    ctl.abort();
    await reader.cancel().catch(() => undefined);
    const seen = pulled;
    await new Promise((r) => setTimeout(r, 50));
    expect(pulled).toBe(seen);
    expect(pulled).toBeLessThan(100_000);
  });

  it("writes the preamble after the BOM and before the header, and takes plain arrays", async () => {
    const res = csvResponse({
      filename: "x.csv",
      columns: ["name"],
      preamble: ["# Base legal: teste"],
      rows: [["Ana"]],
    });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text).toBe("\uFEFF# Base legal: teste\nname\nAna\n");
  });

  it("defuses every formula-led text cell and keeps the app's numbers and plain amounts numeric", async () => {
    const hostile = ['=HYPERLINK("http://x","y")', "+SUM(1,1)", "-1+1", "@SUM(A1)", "\t=1+1", "\r=1+1"];
    const res = csvResponse({
      filename: "x.csv",
      columns: ["name", "amount", "refund", "count"],
      rows: hostile.map((name) => [name, "120.00", "-12.50", -3]),
    });
    const parsed = parse(Buffer.from(await res.arrayBuffer()), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(parsed.map((r) => r.name)).toEqual(hostile.map((name) => `'${name}`));
    for (const row of parsed) expect([row.amount, row.refund, row.count]).toEqual(["120.00", "-12.50", "-3"]);
  });

  it("pulls rows only as fast as the client reads them (backpressure)", async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield [String(pulled), "x".repeat(40)] as CsvCell[];
      }
    }
    const res = csvResponse({ filename: "x.csv", columns: ["n", "pad"], rows: endless() });
    const reader = res.body!.getReader();
    await reader.read();
    const settle = async () => {
      for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    };
    await settle();
    const filled = pulled;
    await settle();
    // Buffers are full and nobody reads: the producer waits instead of running on.
    expect(pulled).toBe(filled);
    expect(pulled).toBeLessThan(5_000);
    await reader.read();
    await settle();
    await reader.cancel();
  });

  it("names the file with an ASCII fallback and the UTF-8 form", () => {
    expect(attachment('ação "x".csv')).toBe(
      `attachment; filename="acao _x_.csv"; filename*=UTF-8''a%C3%A7%C3%A3o%20%22x%22.csv`,
    );
  });
});
