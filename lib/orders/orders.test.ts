import { describe, expect, it } from "vitest";

import { ordersList, sinceInstant } from "./list-params";
import { maskDocument, safeHttpUrl } from "./mask";
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
  it("masks documents unless the user may reveal them", () => {
    expect(maskDocument("123.456.789-09", false)).toBe("•••09");
    expect(maskDocument("123.456.789-09", true)).toBe("123.456.789-09");
    expect(maskDocument(null, false)).toBeNull();
  });

  it("keeps only http(s) avatar URLs", () => {
    expect(safeHttpUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:image/png;base64,AAAA")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
  });
});
