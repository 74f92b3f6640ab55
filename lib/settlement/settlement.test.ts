import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { createTranslator } from "next-intl";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

import type { Event } from "@/lib/contract";
import { csvResponse } from "@/lib/exports/csv-stream";
import { settlementCsvRows, SETTLEMENT_CSV_COLUMNS } from "@/lib/exports/settlement-csv";
import { formatBRL, fromCents } from "@/lib/money";
import { createPartnerClient, setDefaultPartnerClient } from "@/lib/partner/client";
import { getEvent } from "@/lib/partner/events";
import { cents, listedOrders } from "@/lib/sandbox/analytics/analytics.test-support";
import { refreshAnalytics } from "@/lib/sandbox/analytics/refresh";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";
import { purchase } from "@/lib/sandbox/simulate";
import { call, describeSandbox, ORIGIN } from "@/lib/sandbox/test/fixtures";

import enMessages from "@/messages/en/settlement.json";
import messages from "@/messages/pt-BR/settlement.json";

import { loadSettlement } from "./load";
import { settlementPdf } from "./pdf";
import { renderModel } from "./render";
import type { SettlementT } from "./sections";
import type { Settlement } from "./statement";
import { xlsxValue, settlementXlsx } from "./xlsx";

const t = createTranslator({ locale: "pt-BR", messages: { settlement: messages }, namespace: "settlement" });
const ctx = { t: t as unknown as SettlementT, locale: "pt-BR", timeZone: "America/Manaus" };
// csvResponse is given the reader's language; next-intl's request locale is never read here.
vi.mock("next-intl/server", () => ({ getLocale: async () => "pt-BR" }));

const USER = { name: "Ana Admin", email: "ana@example.test" };

// The borderô of a seeded event against the sandbox: its totals equal, to the cent, the paid orders'
// items, discounts, fees and tips summed here from the orders API, and the analytics after a refresh.
describeSandbox("settlement statement (borderô)", (sb) => {
  let event: Event;
  let statement: Settlement;

  beforeAll(async () => {
    setDefaultPartnerClient(
      createPartnerClient(
        {
          baseUrl: `${ORIGIN}/partner/v1`,
          apiKey: DEMO_API_KEY,
          fetch: async (i, init) => sb().app.fetch(new Request(i, init)),
        },
        { attemptTimeoutMs: 20_000, readBudgetMs: 40_000 },
      ),
    );
    event = await getEvent("noite-de-jazz-no-parque");
    // A courtesy ticket (100 % coupon) beside the seeded sales.
    const coupon = await call(sb(), "POST", `/events/${event.id}/coupons`, {
      body: { code: "CORTESIA", discount_type: "percent", discount_value: "100" },
    });
    expect(coupon.status).toBe(201);
    const products = await call(sb(), "GET", `/events/${event.id}/products`);
    const lot = (products.body.data as { id: string }[])[0];
    await purchase(sb().ctx, {
      event: event.id,
      buyer: "new",
      items: [{ productId: lot.id, quantity: 2 }],
      couponCode: "CORTESIA",
    });
    await refreshAnalytics(sb().ctx, event.id);
    statement = await loadSettlement(event, USER, { now: () => new Date("2027-07-01T12:00:00Z") });
  });
  afterAll(() => setDefaultPartnerClient(undefined));

  it("equals the paid orders' items, discounts, fees and tips and the refreshed analytics, to the cent", async () => {
    const paid = await listedOrders(sb(), event.id, "paid");
    expect(paid.length).toBeGreaterThan(3);
    const items = paid.flatMap((o) => o.items).reduce((s, i) => s + cents(i.subtotal), 0);
    const discounts = paid.reduce((s, o) => s + cents(o.discount_amount), 0);
    const fees = paid.reduce((s, o) => s + cents(o.fees_amount), 0);
    const tips = paid.reduce((s, o) => s + cents(o.tip_amount), 0);
    const amounts = paid.reduce((s, o) => s + cents(o.amount), 0);
    expect(items - discounts + fees + tips).toBe(amounts);

    const api = (await call(sb(), "GET", `/events/${event.id}/analytics`)).body;
    const { totals } = statement;
    expect(totals.productCents).toBe(items);
    expect(totals.discountCents).toBe(discounts);
    expect(totals.feesCents).toBe(fees);
    expect(totals.tipCents).toBe(tips);
    expect(totals.grossCents).toBe(amounts);
    expect(fromCents(totals.grossCents)).toBe(api.gross_sales);
    expect(fromCents(totals.feesCents)).toBe(api.fees);
    expect(fromCents(totals.netCents)).toBe(api.net_to_producer);
    expect(totals.ticketsSold).toBe(api.tickets_sold);
    expect(totals.ordersPaid).toBe(api.orders_paid);
    expect(statement.reconciliation.matches).toBe(true);
    expect(statement.reconciliation.afterCache.orders).toBe(0);

    // Per lot, per method and per coupon the parts add up to the whole.
    expect(statement.lots.reduce((s, l) => s + l.grossCents, 0)).toBe(items);
    expect(statement.methods.reduce((s, m) => s + m.amountCents, 0)).toBe(amounts);
    for (const [method, figures] of Object.entries(
      api.by_payment_method as Record<string, { amount: string }>,
    ))
      expect(fromCents(statement.methods.find((m) => m.method === method)!.amountCents)).toBe(figures.amount);
    expect(statement.totals.courtesyTickets).toBeGreaterThanOrEqual(2);
    expect(statement.coupons.find((c) => c.code === "CORTESIA")?.uses).toBe(1);

    // Cancellations: every cancelled order once, its refund read from the order itself.
    const cancelled = await listedOrders(sb(), event.id, "cancelled");
    expect(statement.cancellations.count).toBe(cancelled.length);
    expect(statement.cancellations.refunds.reduce((s, r) => s + r.count, 0)).toBe(cancelled.length);
    expect(statement.cancellations.amountCents).toBe(cancelled.reduce((s, o) => s + cents(o.amount), 0));
  });

  it("shows both figures and the orders after cached_at when the cache is stale", async () => {
    const products = await call(sb(), "GET", `/events/${event.id}/products`);
    const lot = (products.body.data as { id: string }[])[0];
    const late = await purchase(sb().ctx, {
      event: event.id,
      buyer: "new",
      items: [{ productId: lot.id, quantity: 1 }],
      paymentMethod: "pix",
    });
    const stale = await loadSettlement(event, USER);
    expect(stale.reconciliation.matches).toBe(false);
    expect(stale.reconciliation.afterCache.orders).toBe(1);
    expect(stale.reconciliation.afterCache.grossCents).toBe(late.amountCents);
    expect(stale.reconciliation.difference.grossCents).toBe(late.amountCents);
    expect(renderModel(stale, ctx).note).toContain("1 pedido pago depois disso");
    await refreshAnalytics(sb().ctx, event.id);
    expect((await loadSettlement(event, USER)).reconciliation.matches).toBe(true);
  });

  it("renders a PDF that parses with the same totals", async () => {
    const bytes = new Uint8Array(
      await new Response(settlementPdf(renderModel(statement, ctx))).arrayBuffer(),
    );
    const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
    let text = "";
    for (let p = 1; p <= pdf.numPages; p++) {
      const content = await (await pdf.getPage(p)).getTextContent();
      text += content.items.map((i) => ("str" in i ? i.str : "")).join(" ") + "\n";
    }
    const normal = text.replace(/\s+/g, " ");
    const money = (c: number) =>
      formatBRL(c, "pt-BR")
        .replace(/\s+/g, " ")
        .replace(/\u2212/g, "-");
    expect(normal).toContain("Noite de Jazz no Parque");
    for (const c of [statement.totals.grossCents, statement.totals.feesCents, statement.totals.netCents])
      expect(normal).toContain(money(c));
    expect(normal).toContain("Os totais conferem");
  });

  it("writes an XLSX whose cells are the statement's", async () => {
    const model = renderModel(statement, ctx);
    const buffer = Buffer.from(await new Response(settlementXlsx(model)).arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as never);
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) =>
      rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? "")),
    );
    const expected = model.sections.flatMap((s) => [
      [s.title],
      s.head,
      ...(s.rows.length || !s.empty ? [] : [[s.empty]]),
      ...s.rows.map((r) => r.map(xlsxValue)),
      ...(s.total ? [s.total.map(xlsxValue)] : []),
    ]);
    const body = rows.filter((r) => r.length > 0).slice(2 + model.header.length, -1);
    expect(body).toEqual(expected);
    const summary = model.sections.find((s) => s.key === "summary")!;
    const grossRow = body.find((r) => r[0] === t("summary.gross"));
    expect(grossRow?.[1]).toBe(Number(fromCents(statement.totals.grossCents)));
    expect(summary.rows).toHaveLength(7);
  });

  it("writes a CSV whose section column names each section as the page does, in the reader's language", async () => {
    const csvOf = async (locale: "pt-BR" | "en", model: ReturnType<typeof renderModel>) => {
      const res = await csvResponse({
        filename: "x.csv",
        columns: SETTLEMENT_CSV_COLUMNS,
        rows: settlementCsvRows(model),
        locale,
        timeZone: ctx.timeZone,
      });
      const rows = parse(await res.text(), { bom: true, delimiter: locale === "en" ? "," : ";" });
      return (rows as string[][]).slice(1).map((row) => row[0]);
    };
    const pt = await csvOf("pt-BR", renderModel(statement, ctx));
    expect(new Set(pt)).toEqual(new Set(["Cabeçalho", ...Object.values(messages.sections)]));
    const enT = createTranslator({
      locale: "en",
      messages: { settlement: enMessages },
      namespace: "settlement",
    });
    const en = await csvOf(
      "en",
      renderModel(statement, { ...ctx, t: enT as unknown as SettlementT, locale: "en" }),
    );
    expect(new Set(en)).toEqual(new Set(["Header", ...Object.values(enMessages.sections)]));
    // Neither reader sees the code's own keys.
    for (const key of ["header", "lots", "coupons", "summary", "reconciliation"]) {
      expect(pt).not.toContain(key);
      expect(en).not.toContain(key);
    }
  });
});
