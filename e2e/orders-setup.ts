import type { APIRequestContext } from "@playwright/test";

import { expect } from "./fixtures";
import { controlHeaders, keyProducers, partnerHeaders } from "./partner-api";

// Data for the orders specs, made through the Partner API and the sandbox's control API: each test gets its
// own event, so parallel tests (and other features' specs) never see each other's orders.

export type SaleOrder = {
  id: string;
  tickets: { id: string }[];
  buyer: { name: string | null; email: string };
};

export async function controlPost<T>(api: APIRequestContext, path: string, data: unknown = {}): Promise<T> {
  const res = await api.post(`/sandbox/v1${path}`, { headers: controlHeaders(), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The sandbox clock's "now" (tests may have moved it) and that day in São Paulo (the date filter's day). */
export async function sandboxToday(
  api: APIRequestContext,
): Promise<{ now: string; day: string; next: string }> {
  const res = await api.get("/sandbox/v1/clock", { headers: controlHeaders() });
  const { now } = (await res.json()) as { now: string };
  const day = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
  return { now, day: day(Date.parse(now)), next: day(Date.parse(now) + 86_400_000) };
}

/** A live event of the key's first producer with resale on and one lot on sale. */
export async function saleEvent(
  api: APIRequestContext,
  name: string,
): Promise<{ id: string; producerId: string }> {
  const producers = await keyProducers(api);
  const producer = producers.find((p) => p.slug !== "arena-norte") ?? producers[0];
  const created = await api.post("/partner/v1/events", {
    headers: partnerHeaders(),
    data: { producer_id: producer.id, name, starts_at: "2032-03-01T23:00:00Z" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const patched = await api.patch(`/partner/v1/events/${id}`, {
    headers: partnerHeaders(),
    data: { status: "live", resale_enabled: true },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const lot = await api.post(`/partner/v1/events/${id}/products`, {
    headers: partnerHeaders(),
    data: { name: "Pista", amount: "120.00", maximum_quantity: 1000 },
  });
  expect(lot.status(), await lot.text()).toBe(201);
  return { id, producerId: producer.id };
}

export async function buy(
  api: APIRequestContext,
  event: string,
  opts: { outcome?: "pay" | "pending"; method?: string; email?: string } = {},
): Promise<SaleOrder> {
  const body = await controlPost<{ order: SaleOrder }>(api, "/purchase", {
    event,
    quantity: 1,
    outcome: opts.outcome ?? "pay",
    payment_method: opts.method ?? "pix",
    ...(opts.email ? { buyer_email: opts.email } : {}),
  });
  return body.order;
}

/** Someone buys one of `order`'s tickets on the resale marketplace: a paid resale order (cancel → 422). */
export async function resaleOrder(api: APIRequestContext, order: SaleOrder): Promise<SaleOrder> {
  const listing = await controlPost<{ id: string }>(api, `/tickets/${order.tickets[0].id}/resale`, {
    price: "150.00",
  });
  return (await controlPost<{ order: SaleOrder }>(api, `/resale/${listing.id}/buy`, {})).order;
}
