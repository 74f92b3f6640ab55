import { afterEach, describe, expect, it } from "vitest";

import type { Event, OrderSummary } from "@/lib/contract";
import { setDefaultPartnerClient, type PartnerClient } from "@/lib/partner/client";
import { ListTooLargeError, type ReadStep } from "@/lib/partner/paginate";
import { ENTRANCE_ATTEMPT_TIMEOUT_MS } from "@/lib/partner/tickets";

import { loadSettlement } from "./load";
import { createRefundCache } from "./refund-cache";

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

describe("loadSettlement's reads of a small event", () => {
  it("reads each cancelled order once for its refund, beside the paid walk, every read with a long attempt", async () => {
    const base = {
      event_id: "e1",
      payment_method: "pix",
      fees_amount: "0.00",
      discount_amount: "0.00",
      tip_amount: "0.00",
      paid_at: "2030-01-01T00:00:00Z",
      created_at: "2030-01-01T00:00:00Z",
      tickets_count: 1,
      buyer: { id: "b", name: null, email: "a@b.c", document: null },
      items: [],
      coupon_code: null,
    };
    const order = (id: string, status: "paid" | "cancelled", amount: string) =>
      ({ ...base, id, payment_status: status, amount, product_amount: amount }) as OrderSummary;
    const lists = {
      paid: [order("p1", "paid", "10.00"), order("p2", "paid", "20.00")],
      cancelled: [order("c1", "cancelled", "30.00"), order("c2", "cancelled", "40.00")],
    };
    const refunds: Record<string, unknown> = {
      c1: { status: "completed", amount: "30.00" },
      c2: { status: "pending", amount: "15.00" },
    };
    const log: string[] = [];
    let entranceAttemptMs: number | undefined;
    const walkAttempts: (number | undefined)[] = [];
    const client = {
      call: async (
        op: { path: string },
        input: { path?: Record<string, string>; query?: Query; attemptTimeoutMs?: number },
      ) => {
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
            return { data: [] };
          case "/events/{event_id}/tickets/entrance":
            entranceAttemptMs = input.attemptTimeoutMs;
            return {
              data: ["t1", "t2", "t3"].map((id, i) => ({
                id,
                holder_name: null,
                product_name: null,
                checked_in: i < 2,
                checked_in_at: i < 2 ? "2030-01-02T00:00:00Z" : null,
              })),
            };
          case "/events/{event_id}/orders": {
            const q = input.query!;
            log.push(`list ${q.payment_status}`);
            walkAttempts.push(input.attemptTimeoutMs);
            const data = lists[q.payment_status as "paid" | "cancelled"];
            return { data, page: q.page, per_page: q.per_page, total: data.length };
          }
          case "/events/{event_id}/orders/{order_id}": {
            const id = input.path!.order_id;
            log.push(`read ${id}`);
            walkAttempts.push(input.attemptTimeoutMs);
            return { ...lists.cancelled.find((o) => o.id === id)!, tickets: [], refund: refunds[id] };
          }
          default:
            throw new Error(`unexpected ${op.path}`);
        }
      },
    } as unknown as PartnerClient;
    setDefaultPartnerClient(client);

    const refundCache = createRefundCache();
    const statement = await loadSettlement(EVENT, USER, { refundCache });

    expect(log.filter((l) => l.startsWith("read")).sort()).toEqual(["read c1", "read c2"]);
    // The refund reads start before the paid orders are listed, not after the whole walk.
    expect(log.indexOf("read c1")).toBeLessThan(log.indexOf("list paid"));
    expect(entranceAttemptMs).toBe(ENTRANCE_ATTEMPT_TIMEOUT_MS);
    expect(entranceAttemptMs).toBeGreaterThan(3_000);
    // The walk's pages and refund reads too: a file reads every order, past a page view's 3 s bound.
    expect(walkAttempts).toHaveLength(4);
    expect(walkAttempts.every((ms) => ms !== undefined && ms > 3_000)).toBe(true);
    expect(statement.tickets).toEqual({ issued: 3, checkedIn: 2 });
    expect(statement.totals.ordersPaid).toBe(2);
    expect(statement.cancellations.count).toBe(2);
    expect(statement.cancellations.refunds.map((r) => [r.status, r.count, r.refundCents])).toEqual([
      ["completed", 1, 3000],
      ["pending", 1, 1500],
    ]);

    // The next statement reads again only the refund that may still change: a completed one is final.
    log.length = 0;
    refunds.c2 = { status: "completed", amount: "40.00" };
    const again = await loadSettlement(EVENT, USER, { refundCache });
    expect(log.filter((l) => l.startsWith("read"))).toEqual(["read c2"]);
    expect(again.cancellations.refunds.map((r) => [r.status, r.count, r.refundCents])).toEqual([
      ["completed", 2, 7000],
    ]);
    log.length = 0;
    await loadSettlement(EVENT, USER, { refundCache });
    expect(log.filter((l) => l.startsWith("read"))).toEqual([]);
  });
});

describe("the completed-refund cache", () => {
  it("keeps only completed refunds, per event, and drops the oldest past its bound", () => {
    const cache = createRefundCache(2);
    const completed = { orderCents: 100, refund: { status: "completed", amount: "1.00" } } as const;
    cache.keep("e1", "a", { orderCents: 100, refund: { status: "pending", amount: "1.00" } });
    cache.keep("e1", "b", { orderCents: 100, refund: { status: "manual_required", amount: "1.00" } });
    cache.keep("e1", "c", { orderCents: 100, refund: null });
    expect(cache.size).toBe(0);
    cache.keep("e1", "x", completed);
    cache.keep("e1", "y", completed);
    expect(cache.get("e1", "x")).toEqual(completed);
    expect(cache.get("e2", "x")).toBeUndefined();
    cache.keep("e1", "z", completed);
    expect(cache.size).toBe(2);
    expect(cache.get("e1", "x")).toBeUndefined();
    expect(cache.get("e1", "z")).toEqual(completed);
  });
});
