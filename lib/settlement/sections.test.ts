import { describe, expect, it } from "vitest";

import type { EventAnalytics, Product } from "@/lib/contract";

import { settlementSections, type SettlementT } from "./sections";
import { createLedger } from "./statement";

const analytics: EventAnalytics = {
  cached_at: null,
  gross_sales: "0.00",
  net_to_producer: "0.00",
  fees: "0.00",
  tickets_sold: 0,
  orders_paid: 0,
  by_payment_method: {},
  resale: null,
};
const lot = (id: string, name: string) => ({ id, name, amount: "10.00" }) as Product;
const t: SettlementT = (key) => key;

/** The lots section's names, for a reader of `locale`. */
function lotNames(locale: string): string[] {
  const statement = createLedger(analytics).finish({
    event: { id: "e1", name: "Show", slug: "show", producer: "Produtora" },
    issuedAt: new Date("2030-01-01T00:00:00Z"),
    issuedBy: { name: "Ana", email: "ana@example.test" },
    products: [lot("1", "Pista"), lot("2", "Área VIP"), lot("3", "Ölbar"), lot("4", "Zona B")],
    refunds: [],
    tickets: { issued: 0, checkedIn: 0 },
  });
  const lots = settlementSections(statement, t, locale).find((s) => s.key === "lots")!;
  return lots.rows.map((row) => (row[0] as { text: string }).text);
}

describe("borderô sections", () => {
  it("list the lots by name in the reader's locale (pt-BR and en alike; Swedish files Ö after Z)", () => {
    expect(lotNames("pt-BR")).toEqual(["Área VIP", "Ölbar", "Pista", "Zona B"]);
    expect(lotNames("en")).toEqual(lotNames("pt-BR"));
    expect(lotNames("sv")).toEqual(["Área VIP", "Pista", "Zona B", "Ölbar"]);
  });
});
