import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { csvResponse, type CsvCell } from "./csv-stream";

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
});
