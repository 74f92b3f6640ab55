import { describe, expect, it } from "vitest";

import { maskDocument } from "@/lib/buyers/pii";

import { documentOf, holderDocumentKey, isDocumentKey } from "./documents";
import { ordersList, sinceInstant } from "./list-params";
import { safeHttpUrl } from "./mask";
import { paymentSummary } from "./money";

describe("orders URL state", () => {
  it("parses filters and falls back to defaults on junk", () => {
    const defaults = { sort: undefined, dir: "asc", q: "" };
    expect(ordersList.parse({ status: "paid", since: "2026-11-20", page: "2", per_page: "100" })).toEqual({
      ...defaults,
      status: "paid",
      since: "2026-11-20",
      page: 2,
      per_page: 100,
      view: undefined,
    });
    expect(
      ordersList.parse({ status: "waiting", since: "2026-13-45", page: "-1", per_page: "7", view: "x" }),
    ).toEqual({ ...defaults, status: undefined, since: undefined, page: 1, per_page: 25, view: undefined });
    expect(ordersList.parse({ sort: "amount", dir: "desc" })).toMatchObject({ sort: "amount", dir: "desc" });
  });

  it("reads a search, trimmed, and keeps it in links", () => {
    const state = ordersList.parse({ q: "  #A1B2C3D4 ", status: "paid" });
    expect(state.q).toBe("#A1B2C3D4");
    expect(ordersList.href("/events/x/orders", state, { page: 2 })).toBe(
      "/events/x/orders?status=paid&q=%23A1B2C3D4&page=2",
    );
  });

  it("drops the status filter in the attention view, which lists cancelled orders", () => {
    expect(ordersList.parse({ view: "attention", status: "paid" }).status).toBeUndefined();
  });

  it("builds links that reset the page when a filter changes and omit defaults", () => {
    const state = ordersList.parse({ page: "3", status: "paid", since: "2026-11-20" });
    expect(ordersList.href("/events/x/orders", state, { status: "cancelled" })).toBe(
      "/events/x/orders?status=cancelled&since=2026-11-20",
    );
    expect(ordersList.href("/events/x/orders", state, { page: 4 })).toBe(
      "/events/x/orders?status=paid&since=2026-11-20&page=4",
    );
    expect(ordersList.href("/events/x/orders", state, { view: "attention", status: undefined })).toBe(
      "/events/x/orders?view=attention&since=2026-11-20",
    );
  });

  it("reads the since day as midnight in the display time zone", () => {
    expect(sinceInstant("2026-11-20", "America/Sao_Paulo")).toBe("2026-11-20T03:00:00Z");
    expect(sinceInstant(undefined, "America/Sao_Paulo")).toBeUndefined();
  });
});

describe("payment summary", () => {
  it("checks amount = products + fees + tip − discount to the cent", () => {
    const ok = paymentSummary({
      amount: "113.30",
      product_amount: "100.10",
      fees_amount: "10.01",
      tip_amount: "5.19",
      discount_amount: "2.00",
    });
    expect(ok).toMatchObject({ computed: 11330, amount: 11330, consistent: true });
    const off = paymentSummary({
      amount: "113.31",
      product_amount: "100.10",
      fees_amount: "10.01",
      tip_amount: "5.19",
      discount_amount: "2.00",
    });
    expect(off?.consistent).toBe(false);
    expect(
      paymentSummary({
        amount: "x",
        product_amount: "1",
        fees_amount: "0",
        tip_amount: "0",
        discount_amount: "0",
      }),
    ).toBeNull();
  });
});

describe("documents and avatars", () => {
  it("masks documents for everyone: the order page uses the buyer profile's rule", () => {
    expect(maskDocument("123.456.789-09")).toBe("•••.•••.•••-09");
    expect(maskDocument(null)).toBeNull();
  });

  it("names each document of an order by a key the reveal action resolves", () => {
    const item = "5f0e1c1e-0000-4000-8000-000000000001";
    const order = {
      buyer: { document: "111.222.333-44" },
      items: [{ id: item, holders: [{ document_cpf: "555.666.777-88", document_rg: null }] }],
    } as unknown as Parameters<typeof documentOf>[0];
    expect(documentOf(order, "buyer")).toBe("111.222.333-44");
    expect(documentOf(order, holderDocumentKey(item, 0, "cpf"))).toBe("555.666.777-88");
    expect(documentOf(order, holderDocumentKey(item, 0, "rg"))).toBeNull();
    expect(documentOf(order, holderDocumentKey(item, 1, "cpf"))).toBeUndefined();
    expect(isDocumentKey("buyer")).toBe(true);
    expect(isDocumentKey("x; drop")).toBe(false);
  });

  it("keeps only http(s) avatar URLs", () => {
    expect(safeHttpUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:image/png;base64,AAAA")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
  });
});
