import type { APIRequestContext } from "@playwright/test";

import { expect } from "./fixtures";
import { controlHeaders, freshEvent, partnerHeaders as partner } from "./partner-api";

export { freshEvent };

// Shared by the Lots specs: a fresh event and its lots straight through the Partner API (and sales through
// the sandbox's control API), so each test owns its data and never races another test.
export type ApiLot = {
  id: string;
  name: string;
  amount: string;
  hidden: boolean;
  available_quantity: number;
  maximum_quantity: number;
  sell_starts_at: string | null;
  sell_ends_at: string | null;
};

export async function addLot(api: APIRequestContext, eventId: string, data: Record<string, unknown>) {
  const res = await api.post(`/partner/v1/events/${eventId}/products`, { headers: partner(), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ApiLot;
}

export async function apiLot(api: APIRequestContext, eventId: string, lotId: string): Promise<ApiLot> {
  const res = await api.get(`/partner/v1/events/${eventId}/products/${lotId}`, { headers: partner() });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiLot;
}

export async function apiLots(api: APIRequestContext, eventId: string): Promise<ApiLot[]> {
  const res = await api.get(`/partner/v1/events/${eventId}/products`, { headers: partner() });
  return ((await res.json()) as { data: ApiLot[] }).data;
}

/** A paid purchase of `quantity` tickets of one lot, through the sandbox's simulator. */
export async function buy(api: APIRequestContext, eventId: string, productId: string, quantity: number) {
  const res = await api.post("/sandbox/v1/purchase", {
    headers: controlHeaders(),
    data: { event: eventId, product_id: productId, quantity, outcome: "pay" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A live event with a lot sold out through real purchases and a hidden next lot: the virada's case. */
export async function soldOutEvent(api: APIRequestContext, name: string) {
  const event = await freshEvent(api, name, { live: true });
  const first = await addLot(api, event.id, { name: "1º lote", amount: "80.00", maximum_quantity: 3 });
  const next = await addLot(api, event.id, {
    name: "2º lote",
    amount: "100.00",
    maximum_quantity: 50,
    hidden: true,
  });
  await buy(api, event.id, first.id, 3);
  expect((await apiLot(api, event.id, first.id)).available_quantity).toBe(0);
  return { event, first, next };
}
