import type { APIRequestContext } from "@playwright/test";

import { expect, seedOutput } from "./fixtures";
import { adminToken } from "./replay";

// Test data straight through the Partner API with the demo key (and the sandbox's control API), so each
// test owns its events and never races another test's.
export const partnerHeaders = () => ({ authorization: `Bearer ${seedOutput().apiKey}` });
export const controlHeaders = () => ({ authorization: `Bearer ${adminToken()}` });

type Producer = { id: string; slug: string; name: string };

/** The demo key's producers (GET /me). */
export async function keyProducers(api: APIRequestContext): Promise<Producer[]> {
  const res = await api.get("/partner/v1/me", { headers: partnerHeaders() });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { producers: Producer[] }).producers;
}

/** A fresh event of the key's first producer other than Arena Norte, which the arena login cannot see. */
export async function freshEvent(
  api: APIRequestContext,
  name: string,
  { live = false, startsAt = "2032-03-01T23:00:00Z" } = {},
): Promise<{ id: string; name: string }> {
  const producer = (await keyProducers(api)).find((p) => p.slug !== "arena-norte")!;
  const res = await api.post("/partner/v1/events", {
    headers: partnerHeaders(),
    data: { producer_id: producer.id, name, starts_at: startsAt },
  });
  expect(res.status(), await res.text()).toBe(201);
  const event = (await res.json()) as { id: string; name: string };
  if (live) {
    const patch = await api.patch(`/partner/v1/events/${event.id}`, {
      headers: partnerHeaders(),
      data: { status: "live" },
    });
    expect(patch.status(), await patch.text()).toBe(200);
  }
  return event;
}

/** An event of a producer outside the demo key (control API): the target of a tampered bound id. */
export async function foreignEvent(api: APIRequestContext): Promise<{ id: string }> {
  const res = await api.get("/sandbox/v1/events", { headers: controlHeaders() });
  const mine = (await keyProducers(api)).map((p) => p.id);
  const events = ((await res.json()) as { data: { id: string; producer: { id: string } }[] }).data;
  const foreign = events.find((e) => !mine.includes(e.producer.id));
  expect(foreign, "the seed has an event of a producer outside the demo key").toBeTruthy();
  return foreign!;
}

/** How many birthday buyers the producer has in each month, January first (GET …/buyers?month=). */
export async function birthdayCounts(api: APIRequestContext, producerId: string): Promise<number[]> {
  const counts: number[] = [];
  for (let month = 1; month <= 12; month++) {
    const res = await api.get(`/partner/v1/producers/${producerId}/buyers?month=${month}`, {
      headers: partnerHeaders(),
    });
    expect(res.status(), await res.text()).toBe(200);
    counts.push(((await res.json()) as { birthdays_this_month: unknown[] }).birthdays_this_month.length);
  }
  return counts;
}
