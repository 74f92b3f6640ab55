import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import {
  BuyerDetailSchema,
  BuyersDashboardSchema,
  BuyerSummarySchema,
  EventSummarySchema,
  listOf,
  paged,
} from "@/lib/contract";
import type { OrderSummary } from "@/lib/contract";

import { brl, cents, listedOrders, liveEvent, type LiveEvent } from "./analytics/analytics.test-support";
import { averageCents } from "./data/buyers";
import { apiKeyProducers, apiKeys, producers } from "./db/schema";
import { DEMO_API_KEY, DEMO_READONLY_API_KEY, OTHER_API_KEY } from "./seed/keys";
import { DEMO_PRODUCERS } from "./seed/producers";
import { purchase, type PurchaseInput } from "./simulate";
import { call, describeSandbox, expectError } from "./test/fixtures";

const LAB = "buyers-lab";
const Search = listOf(BuyerSummarySchema);
const person = (name: string | undefined, birthdate?: string, extra: object = {}) => ({
  email: `${(name ?? "zed")
    .split(" ")[0]
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase()}.lab@example.com`,
  name,
  birthdate,
  ...extra,
});
const ANA = person("Ana Lab", "1990-03-15", {
  document: "123.456.789-09",
  cellphone: "+5581999990000",
  city: "Recife",
});
const ABEL = person("Abel Lab", "1988-03-15");
const BRUNO = person("Bruno Lab", "1985-03-02");
const CARLA = person("Carla Lab", "1992-07-01");
const DAVI = person("Davi Lab", "1990-03-20");
const EVA = person("Eva Lab", "1991-03-10");
const FABIO = person("Fábio Lab", "1993-03-11");
const ZED = person(undefined, "1990-03-15");

describe("averageCents", () => {
  it.each([
    [5, 2, 3],
    [7, 3, 2],
    [5, 3, 2],
    [1000, 3, 333],
    [1001, 2, 501],
    [0, 0, 0],
  ])("%i / %i → %i (half up)", (total, count, avg) => expect(averageCents(total, count)).toBe(avg));
});

describeSandbox("buyers", (sb) => {
  let e1: LiveEvent, e2: LiveEvent, ea: LiveEvent;
  const ids: Record<string, string> = {};
  const dashboard = async (query = "", producer = LAB) => {
    const res = await call(sb(), "GET", `/producers/${producer}/buyers${query}`);
    expect(res.status).toBe(200);
    return BuyersDashboardSchema.parse(res.body);
  };
  const search = async (q: string, producer = LAB) => {
    const res = await call(sb(), "GET", `/producers/${producer}/buyers/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return Search.parse(res.body).data;
  };

  beforeAll(async () => {
    // An extra producer in the demo key's scope, so every figure below comes from these purchases only.
    const [lab] = await sb().db.insert(producers).values({ slug: LAB, name: "Buyers Lab" }).returning();
    const keys = await sb().db.select().from(apiKeys);
    for (const k of keys.filter((k) => k.key === DEMO_API_KEY || k.key === DEMO_READONLY_API_KEY))
      await sb().db.insert(apiKeyProducers).values({ apiKeyId: k.id, producerId: lab.id });
    e1 = await liveEvent(sb(), LAB, "Lab Um");
    e2 = await liveEvent(sb(), LAB, "Lab Dois");
    ea = await liveEvent(sb(), DEMO_PRODUCERS.a.slug, "Lab Fora");
    const buy = async (
      ev: LiveEvent,
      buyer: object,
      quantity: number,
      extra: Partial<PurchaseInput> = {},
    ) => {
      const order = await purchase(sb().ctx, {
        event: ev.event.id,
        buyer: buyer as PurchaseInput["buyer"],
        items: [{ productId: ev.products[0].id, quantity }],
        ...extra,
      });
      ids[(buyer as { email: string }).email] = order.buyerId;
      return order;
    };
    await buy(e1, ANA, 1);
    await buy(e2, ANA, 2, { paymentMethod: "credit_card" });
    await buy(ea, ANA, 4);
    await buy(e1, ABEL, 1);
    await buy(e2, BRUNO, 5);
    await buy(e1, CARLA, 1);
    const cancelled = await buy(e1, CARLA, 2);
    expect((await call(sb(), "POST", `/events/${e1.event.id}/orders/${cancelled.id}/cancel`)).status).toBe(
      200,
    );
    await buy(e1, DAVI, 1, { outcome: "pending" });
    await buy(e1, EVA, 1, { outcome: "waiting" });
    await buy(ea, FABIO, 1);
    await buy(e1, ZED, 1);
  });

  /** Per-buyer totals from the orders API, sorted as best_buyers is specified (spent, orders, id). */
  function ranking(paid: OrderSummary[]) {
    const by = new Map<
      string,
      { id: string; name: string | null; email: string; spent: number; count: number }
    >();
    for (const o of paid) {
      const row = by.get(o.buyer.id) ?? { ...o.buyer, spent: 0, count: 0 };
      row.spent += cents(o.amount);
      row.count += 1;
      by.set(o.buyer.id, row);
    }
    return [...by.values()]
      .sort((a, b) => b.spent - a.spent || b.count - a.count || (a.id < b.id ? -1 : 1))
      .map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        total_spent: brl(r.spent),
        orders_count: r.count,
      }));
  }

  const labPaid = async () => [
    ...(await listedOrders(sb(), e1.event.id, "paid")),
    ...(await listedOrders(sb(), e2.event.id, "paid")),
  ];

  it("dashboard: totals over paid orders on the producer only, average rounded half up", async () => {
    const paid = await labPaid();
    const total = paid.reduce((s, o) => s + cents(o.amount), 0);
    const body = await dashboard("?month=3");
    expect(body).toMatchObject({
      total_buyers: 5,
      recurring_buyers: 1,
      average_ticket: brl(averageCents(total, paid.length)),
    });
    expect(body.best_buyers).toEqual(ranking(paid));
    expect(body.best_buyers.slice(0, 2).map((b) => [b.name, b.total_spent, b.orders_count])).toEqual([
      ["Bruno Lab", "550.00", 1],
      ["Ana Lab", "330.00", 2],
    ]);
    expect((await dashboard("?month=3&limit=2")).best_buyers).toEqual(body.best_buyers.slice(0, 2));
  });

  it("dashboard: birthdays of the month by day then name, among buyers with paid orders", async () => {
    const march = await dashboard("?month=3");
    expect(march.birthdays_this_month.map((b) => b.name)).toEqual(["Bruno Lab", "Abel Lab", "Ana Lab", null]);
    expect(march.birthdays_this_month[2]).toMatchObject({ total_spent: "330.00", orders_count: 2 });
    const july = await dashboard("?month=7");
    expect(july.birthdays_this_month).toEqual([
      { id: ids[CARLA.email], name: "Carla Lab", email: CARLA.email, total_spent: "110.00", orders_count: 1 },
    ]);
    expect((await dashboard("?month=1")).birthdays_this_month).toEqual([]);
    const month = sb().clock.now().getUTCMonth() + 1;
    expect(await dashboard()).toEqual(await dashboard(`?month=${month}&limit=10`));
  });

  it("dashboard matches the orders API for the seeded producers", async () => {
    for (const producer of [DEMO_PRODUCERS.a.slug, DEMO_PRODUCERS.b.slug]) {
      const events = paged(EventSummarySchema).parse(
        (await call(sb(), "GET", `/events?per_page=100&producer_id=${producer}`)).body,
      );
      const paid: OrderSummary[] = [];
      for (const ev of events.data) paid.push(...(await listedOrders(sb(), ev.id, "paid")));
      const rank = ranking(paid);
      const total = paid.reduce((s, o) => s + cents(o.amount), 0);
      const body = await dashboard("?limit=50", producer);
      expect(body).toMatchObject({
        total_buyers: rank.length,
        recurring_buyers: rank.filter((r) => r.orders_count >= 2).length,
        average_ticket: brl(averageCents(total, paid.length)),
      });
      expect(body.best_buyers).toEqual(rank.slice(0, 50));
    }
  });

  it("search: name, e-mail or document fragment, case-insensitive, buyers with orders on the producer", async () => {
    const names = (await search("lab")).map((b) => b.name);
    expect(names).toEqual(["Abel Lab", "Ana Lab", "Bruno Lab", "Carla Lab", "Davi Lab", null]);
    const davi = (await search("DAVI"))[0];
    expect(davi).toMatchObject({ name: "Davi Lab", total_spent: "0.00", orders_count: 0 });
    for (const q of ["ANA.LAB@", "456.789", "45678909", "  ana lab  "])
      expect(
        (await search(q)).map((b) => b.email),
        q,
      ).toEqual([ANA.email]);
    expect(await search("%%")).toEqual([]);
    expect(await search("_a")).toEqual([]);
    expect(await search("eva")).toEqual([]);
    expect(await search("fábio")).toEqual([]);
    expect((await search("fábio", DEMO_PRODUCERS.a.slug)).map((b) => b.email)).toEqual([FABIO.email]);
  });

  it("search: at most 50 results", async () => {
    for (let i = 0; i < 52; i++) {
      await purchase(sb().ctx, {
        event: e2.event.id,
        buyer: { email: `capx${i}@example.com`, name: `Capx ${String(i).padStart(2, "0")}` },
        items: [{ productId: e2.products[0].id, quantity: 1 }],
      });
    }
    const found = await search("capx");
    expect(found).toHaveLength(50);
    expect(found[0].name).toBe("Capx 00");
  });

  it("detail: profile and paid orders with this producer only, newest first", async () => {
    const res = await call(sb(), "GET", `/producers/${LAB}/buyers/${ids[ANA.email]}`);
    const ana = BuyerDetailSchema.parse(res.body);
    expect(ana).toMatchObject({
      name: "Ana Lab",
      email: ANA.email,
      document: "123.456.789-09",
      cellphone: "+5581999990000",
      birthdate: "1990-03-15",
      city: "Recife",
      total_spent: "330.00",
      orders_count: 2,
    });
    expect(ana.orders.map((o) => [o.event_name, o.amount, o.payment_status])).toEqual([
      ["Lab Dois", "220.00", "paid"],
      ["Lab Um", "110.00", "paid"],
    ]);
    const { id: labId } = (await call(sb(), "GET", "/me")).body.producers.find(
      (p: { slug: string }) => p.slug === LAB,
    );
    expect(
      BuyerDetailSchema.parse((await call(sb(), "GET", `/producers/${labId}/buyers/${ana.id}`)).body),
    ).toEqual(ana);
    const carla = BuyerDetailSchema.parse(
      (await call(sb(), "GET", `/producers/${LAB}/buyers/${ids[CARLA.email]}`)).body,
    );
    expect(carla.orders).toHaveLength(1);
    const davi = BuyerDetailSchema.parse(
      (await call(sb(), "GET", `/producers/${LAB}/buyers/${ids[DAVI.email]}`)).body,
    );
    expect(davi).toMatchObject({ orders: [], total_spent: "0.00", orders_count: 0 });
  });

  it("detail: 404 for buyers without orders on the producer, unknown ids and non-UUIDs", async () => {
    for (const id of [ids[EVA.email], ids[FABIO.email], "00000000-0000-4000-8000-000000000000", "nope"])
      expectError(await call(sb(), "GET", `/producers/${LAB}/buyers/${id}`), 404);
  });

  it.each([
    ["?month=0", "month"],
    ["?month=13", "month"],
    ["?month=1.5", "month"],
    ["?month=march", "month"],
    ["?limit=0", "limit"],
    ["?limit=51", "limit"],
    ["?limit=ten", "limit"],
  ])("dashboard 422 for %s", async (query, field) => {
    const err = expectError(await call(sb(), "GET", `/producers/${LAB}/buyers${query}`), 422);
    expect(err.errors?.some((e) => e.startsWith(`${field}: `))).toBe(true);
  });

  it.each(["", "?q=", "?q=a", "?q=%20a%20"])("search 422 for %j", async (query) => {
    const err = expectError(await call(sb(), "GET", `/producers/${LAB}/buyers/search${query}`), 422);
    expect(err.errors?.some((e) => e.startsWith("q: "))).toBe(true);
  });

  it("404 for out-of-scope producers by UUID and by slug; 401 without a key; reads with a read-only key", async () => {
    const [other] = await sb()
      .db.select()
      .from(producers)
      .where(eq(producers.slug, DEMO_PRODUCERS.other.slug));
    const buyer = ids[ANA.email];
    for (const ref of [other.id, other.slug, "no-such-producer", "00000000-0000-4000-8000-000000000000"]) {
      expectError(await call(sb(), "GET", `/producers/${ref}/buyers`), 404);
      expectError(await call(sb(), "GET", `/producers/${ref}/buyers/search?q=ana`), 404);
      expectError(await call(sb(), "GET", `/producers/${ref}/buyers/${buyer}`), 404);
    }
    expect((await call(sb(), "GET", `/producers/${other.slug}/buyers`, { key: OTHER_API_KEY })).status).toBe(
      200,
    );
    expectError(await call(sb(), "GET", `/producers/${LAB}/buyers`, { key: null }), 401);
    expect((await call(sb(), "GET", `/producers/${LAB}/buyers`, { key: DEMO_READONLY_API_KEY })).status).toBe(
      200,
    );
  });
});
