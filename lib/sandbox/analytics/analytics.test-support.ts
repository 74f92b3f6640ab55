import { expect } from "vitest";

import { EventSchema, OrderSummarySchema, paged, ProductSchema } from "@/lib/contract";
import type { Event, OrderSummary, Product } from "@/lib/contract";

import type { Sandbox } from "../sandbox";
import { call } from "../test/fixtures";

/** Test-only helpers shared by the analytics and buyers contract tests; everything goes through the API. */

const PagedOrders = paged(OrderSummarySchema);

export type LiveEvent = { event: Event; products: Product[] };

/** A new live event of `producer` with the given flags and lots (no sale window, so always on sale). */
export async function liveEvent(
  sb: Sandbox,
  producer: string,
  name: string,
  opts: {
    flags?: Partial<Pick<Event, "tips_enabled" | "resale_enabled" | "waitlist_enabled">>;
    lots?: Array<{ amount: string; maximum_quantity?: number }>;
  } = {},
): Promise<LiveEvent> {
  const created = await call(sb, "POST", "/events", {
    body: { producer_id: producer, name, starts_at: "2027-06-01T22:00:00Z" },
  });
  expect(created.status).toBe(201);
  const { id } = EventSchema.parse(created.body);
  const patched = await call(sb, "PATCH", `/events/${id}`, { body: { status: "live", ...opts.flags } });
  const event = EventSchema.parse(patched.body);
  const products: Product[] = [];
  for (const [i, lot] of (opts.lots ?? [{ amount: "100.00" }]).entries()) {
    const res = await call(sb, "POST", `/events/${id}/products`, {
      body: { name: `Lote ${i + 1}`, amount: lot.amount, maximum_quantity: lot.maximum_quantity ?? 500 },
    });
    products.push(ProductSchema.parse(res.body));
  }
  return { event, products };
}

/** Every order of the event the orders API lists with the given status, all pages. */
export async function listedOrders(
  sb: Sandbox,
  eventRef: string,
  status?: "paid" | "pending" | "cancelled",
): Promise<OrderSummary[]> {
  const out: OrderSummary[] = [];
  for (let page = 1; ; page++) {
    const filter = status ? `&payment_status=${status}` : "";
    const res = await call(sb, "GET", `/events/${eventRef}/orders?per_page=100&page=${page}${filter}`);
    expect(res.status).toBe(200);
    const body = PagedOrders.parse(res.body);
    out.push(...body.data);
    if (page * body.per_page >= body.total) return out;
  }
}

/** Decimal string → integer cents (test-side, independent of the sandbox's money helpers). */
export function cents(value: string): number {
  const [whole, frac = ""] = value.split(".");
  const sign = whole.startsWith("-") ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(frac.padEnd(2, "0")));
}

export const brl = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;
