import { afterEach, describe, expect, it } from "vitest";

import type { Event, OrderSummary } from "@/lib/contract";
import { setDefaultPartnerClient, type PartnerClient } from "@/lib/partner/client";
import { ListTooLargeError, type ReadStep } from "@/lib/partner/paginate";

import { loadSettlement } from "./load";

// Issue 25 §3 for the borderô: its reads of every paid and cancelled order stop at a ceiling. The page
// stops there and says the figures are partial; the files refuse (never silently incomplete). Each page
// read is reported, over both reads, for the skeleton's progress.
const EVENT = { id: "e1", name: "Show", slug: "show", producer: { name: "Produtora" } } as Event;
const USER = { name: "Ana", email: "ana@example.test" };
const PER_PAGE = 100;

type Query = { page: number; per_page: number; payment_status: string };

/** A Partner API whose order lists never end (every page full, `total` in the millions). */
function endlessApi() {
  const asked: Query[] = [];
  const order = (i: number, status: string): OrderSummary => ({
    id: `o${i}`,
    event_id: "e1",
    payment_status: status as OrderSummary["payment_status"],
    payment_method: "pix",
    amount: "10.00",
    product_amount: "10.00",
    fees_amount: "0.00",
    discount_amount: "0.00",
    tip_amount: "0.00",
    paid_at: "2030-01-01T00:00:00Z",
    created_at: "2030-01-01T00:00:00Z",
    tickets_count: 1,
    buyer: { id: "b", name: null, email: "a@b.c", document: null },
    items: [],
    coupon_code: null,
  });
  const client = {
    call: async (op: { path: string }, input: { query?: Query }) => {
      switch (op.path) {
        case "/events/{event_id}/analytics":
          return {
            cached_at: null,
            gross_sales: "0.00",
            net_to_producer: "0.00",
            fees: "0.00",
            tickets_sold: 0,
            orders_paid: 0,
            by_payment_method: {},
            resale: null,
          };
        case "/events/{event_id}/products":
        case "/events/{event_id}/tickets/entrance":
          return { data: [] };
        case "/events/{event_id}/orders": {
          const q = input.query!;
          asked.push(q);
          const data = Array.from({ length: q.per_page }, (_, i) => order(i, q.payment_status));
          return { data, page: q.page, per_page: q.per_page, total: 7_000_000 };
        }
        case "/events/{event_id}/orders/{order_id}":
          return { ...order(0, "cancelled"), refund: null };
        default:
          throw new Error(`unexpected ${op.path}`);
      }
    },
  } as unknown as PartnerClient;
  setDefaultPartnerClient(client);
  return asked;
}

afterEach(() => setDefaultPartnerClient(undefined));

describe("loadSettlement against an endless order list", () => {
  it("stops each read at the ceiling, says it is partial, and reports every page over both reads", async () => {
    const asked = endlessApi();
    const steps: ReadStep[] = [];
    const statement = await loadSettlement(EVENT, USER, {
      ceiling: 300,
      atCeiling: "stop",
      onProgress: (s) => steps.push(s),
    });
    expect(statement.partial).toBe(true);
    expect(statement.totals.ordersPaid).toBe(300);
    expect(statement.cancellations.count).toBe(300);
    // 3 pages hold the ceiling and a 4th shows the list goes on, for each status; never more.
    for (const status of ["paid", "cancelled"])
      expect(asked.filter((q) => q.payment_status === status)).toHaveLength(4);
    expect(asked.every((q) => q.per_page === PER_PAGE)).toBe(true);
    expect(steps.map((s) => s.read)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(steps.at(3)).toEqual({ read: 4, pages: 4 });
    expect(steps.at(-1)).toEqual({ read: 8, pages: 8 });
  });

  it("refuses past the ceiling by default (the PDF, CSV and XLSX files)", async () => {
    endlessApi();
    await expect(loadSettlement(EVENT, USER, { ceiling: 300 })).rejects.toBeInstanceOf(ListTooLargeError);
  });
});
