import { parse } from "csv-parse/sync";
import { describe, expect, it, vi } from "vitest";

// The session's language, as next-intl's request config reads it from the cookie.
const session = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", () => ({ getLocale: async () => session.locale }));

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
    const res = await csvResponse({
      filename: "festival-orders.csv",
      columns: COLUMNS,
      rows: rowsOf(TRICKY),
    });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="festival-orders.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("\r\n");
    const parsed = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toEqual({
      id: "1",
      Name: 'Ana "Aninha" Souza',
      product: "Pista, meia",
      city: "São João; Ação",
      note: "line\nbreak",
      flag: "",
      n: "3",
    });
    expect(parsed[1].city).toBe("ÇÃÉÜ ñ 日本");
    expect(parsed[1].flag).toBe("yes");
    expect(parsed[1].Name).toBe("'=HYPERLINK()");
  });

  it("fails the download instead of ending a truncated file when the rows fail midway", async () => {
    const res = await csvResponse({ filename: "x.csv", columns: COLUMNS, rows: rowsOf(TRICKY, 1) });
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
    const res = await csvResponse({
      filename: "x.csv",
      columns: COLUMNS,
      rows: endless(),
      signal: ctl.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    ctl.abort();
    await reader.cancel().catch(() => undefined);
    const seen = pulled;
    await new Promise((r) => setTimeout(r, 50));
    expect(pulled).toBe(seen);
    expect(pulled).toBeLessThan(100_000);
  });

  it("writes the header on the first line, right after the BOM, and takes plain arrays", async () => {
    const res = await csvResponse({ filename: "x.csv", columns: ["name"], rows: [["Ana"]], locale: "en" });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text).toBe("\uFEFFName\r\nAna\r\n");
  });

  it.each([
    ["en", ",", ["120.00", "-12.50", "-3"]],
    ["pt-BR", ";", ["120,00", "-12,50", "-3"]],
  ] as const)(
    "defuses every formula-led text cell and keeps the app's numbers and plain amounts numeric (%s)",
    async (locale, delimiter, amounts) => {
      const hostile = ['=HYPERLINK("http://x","y")', "+SUM(1,1)", "-1+1", "@SUM(A1)", "\t=1+1", "\r=1+1"];
      const res = await csvResponse({
        filename: "x.csv",
        columns: ["name", { key: "total", type: "decimal" }, { key: "refund", type: "decimal" }, "count"],
        rows: hostile.map((name) => [name, "120.00", "-12.50", -3]),
        locale,
      });
      const parsed = parse(Buffer.from(await res.arrayBuffer()), {
        bom: true,
        delimiter,
        columns: true,
      }) as Record<string, string>[];
      const name = locale === "en" ? "Name" : "Nome";
      expect(parsed.map((r) => r[name])).toEqual(hostile.map((h) => `'${h}`));
      for (const row of parsed) expect([row.total, row.refund, row.count]).toEqual(amounts);
    },
  );

  it("pulls rows only as fast as the client reads them (backpressure)", async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield [String(pulled), "x".repeat(40)] as CsvCell[];
      }
    }
    const res = await csvResponse({ filename: "x.csv", columns: ["n", "pad"], rows: endless() });
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

  it("writes a pt-BR user's file for a Brazilian spreadsheet: `;`, decimal commas, Portuguese labels", async () => {
    session.locale = "pt-BR";
    const res = await csvResponse({
      filename: "x.csv",
      columns: [
        "order_id",
        { key: "paid_at", type: "datetime" },
        { key: "payment_status", values: "paymentStatus" },
        { key: "payment_method", values: "paymentMethod" },
        { key: "amount", type: "decimal" },
        "buyer_name",
        "checked_in",
        "quantity",
      ],
      rows: [
        ["o1", "2032-09-01T22:30:00Z", "paid", "pix", "-10.50", "=cmd", true, 2],
        ["o2", null, "cancelled", "credit_card", "1234.5", "Ana; Bia", false, 1.5],
      ],
      timeZone: "America/Sao_Paulo",
    });
    const text = Buffer.from(await res.arrayBuffer())
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    const [header, first] = text.split("\r\n");
    expect(header).toBe(
      "ID do pedido;Pago em (America/Sao_Paulo);Status do pagamento;Forma de pagamento;Valor (R$);Comprador;Entrou;Quantidade",
    );
    // The amount stays a number for the sheet (a plain decimal is never defused); the name is defused.
    expect(first).toBe("o1;01/09/2032 19:30:00;Pago;PIX;-10,50;'=cmd;Sim;2");
    const rows = parse(text, { delimiter: ";", columns: true }) as Record<string, string>[];
    expect(rows[1]).toEqual({
      "ID do pedido": "o2",
      "Pago em (America/Sao_Paulo)": "",
      "Status do pagamento": "Cancelado",
      "Forma de pagamento": "Cartão de crédito",
      "Valor (R$)": "1234,5",
      Comprador: "Ana; Bia",
      Entrou: "Não",
      Quantidade: "1,5",
    });
  });

  it("writes an English user's file as RFC 4180: `,`, decimal points, English labels", async () => {
    session.locale = "en";
    const res = await csvResponse({
      filename: "x.csv",
      columns: [
        { key: "paid_at", type: "datetime" },
        { key: "payment_status", values: "paymentStatus" },
        { key: "amount", type: "decimal" },
        "buyer_name",
      ],
      rows: [["2032-09-01T22:30:00Z", "paid", { decimal: "-10.50" }, "Souza, Ana"]],
      timeZone: "America/Manaus",
    });
    const text = Buffer.from(await res.arrayBuffer())
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    expect(text).toBe(
      'Paid at (America/Manaus),Payment status,Amount (BRL),Buyer\r\n2032-09-01 18:30:00,Paid,-10.50,"Souza, Ana"\r\n',
    );
    expect(parse(text, { columns: true })).toEqual([
      {
        "Paid at (America/Manaus)": "2032-09-01 18:30:00",
        "Payment status": "Paid",
        "Amount (BRL)": "-10.50",
        Buyer: "Souza, Ana",
      },
    ]);
  });

  it("writes a decimal cell with the locale's mark in any column (the borderô's mixed rows)", async () => {
    const res = await csvResponse({
      filename: "x.csv",
      columns: ["section", "item"],
      rows: [["fees", { decimal: "-99.90" }]],
      locale: "pt-BR",
    });
    const text = Buffer.from(await res.arrayBuffer()).toString("utf8");
    expect(text).toBe("\uFEFFSeção;Item\r\nfees;-99,90\r\n");
  });

  it("names the file with an ASCII fallback and the UTF-8 form", () => {
    expect(attachment('ação "x".csv')).toBe(
      `attachment; filename="acao _x_.csv"; filename*=UTF-8''a%C3%A7%C3%A3o%20%22x%22.csv`,
    );
  });
});
