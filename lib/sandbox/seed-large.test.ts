import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { rowsOf } from "./db/types";
import { seedLarge } from "./seed/large";
import { salesMix } from "./seed/large/mix";
import { BACKENDS, call, OPEN_TIMEOUT_MS, openTestSandbox, type TestSandbox } from "./test/fixtures";

const ORDERS = 2000;

async function one<T>(sb: TestSandbox, query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await sb.db.execute(query))[0];
}

describe("large seed mix", () => {
  it("at full size: 100,000 orders carrying exactly 50,000 tickets", () => {
    const mix = salesMix(100_000);
    const orders = mix.paid + mix.resale + mix.cancelled + mix.pending + mix.waiting + mix.expired;
    expect(orders).toBe(100_000);
    expect(mix.paid + mix.resale + mix.cancelled + mix.doubles).toBe(50_000);
    expect(mix).toMatchObject({ paid: 44_500, resale: 500, cancelled: 2000, pending: 3000, waiting: 20_000 });
  });
});

describe.each(BACKENDS)("large seed, scaled down [%s]", { timeout: OPEN_TIMEOUT_MS }, (backend) => {
  const opened: TestSandbox[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((sb) => sb.destroy()));
  });

  it("is deterministic, consistent to the cent, in every state, and served by the API", async () => {
    const [a, b] = await Promise.all([openTestSandbox(backend), openTestSandbox(backend)]);
    opened.push(a, b);
    const first = await seedLarge(a.ctx, { seed: 4, orders: ORDERS });
    expect(first).toMatchObject({ seeded: true, orders: ORDERS * 1.05, tickets: ORDERS * 0.525 });
    await seedLarge(b.ctx, { seed: 4, orders: ORDERS });
    expect((await seedLarge(a.ctx, { seed: 4, orders: ORDERS })).seeded).toBe(false);

    const fingerprint = sql`select md5(string_agg(id::text || ':' || amount_cents || ':' || payment_status, ',' order by id)) as h from orders`;
    expect((await one<{ h: string }>(a, fingerprint)).h).toBe((await one<{ h: string }>(b, fingerprint)).h);

    const festival = first.events.find((e) => e.slug === "festival-escala-2027")!;
    expect(festival).toMatchObject({ orders: ORDERS, tickets: ORDERS / 2 });
    const states = rowsOf<{ s: string }>(
      await a.db.execute(
        sql`select distinct payment_status as s from orders where event_id = ${festival.id}`,
      ),
    ).map((r) => r.s);
    expect(states.sort()).toEqual(["cancelled", "expired", "paid", "pending", "waiting"]);
    const refunds = rowsOf<{ s: string }>(await a.db.execute(sql`select distinct status as s from refunds`));
    expect(refunds.map((r) => r.s).sort()).toEqual(["completed", "manual_required", "pending"]);

    const checks = await one<Record<string, number | string>>(
      a,
      sql`select
        (select count(*) from orders where amount_cents <> product_amount_cents - discount_amount_cents + fees_amount_cents + tip_amount_cents)::int as bad_amounts,
        (select count(*) from orders where is_resale and event_id = ${festival.id})::int as resale,
        (select count(distinct extract(month from birthdate)) from buyers)::int as months,
        (select count(*) from orders where tourney is not null)::int as tourney,
        (select count(*) from products p where held_quantity <> (select coalesce(sum(i.quantity), 0) from order_items i
           join orders o on o.id = i.order_id where i.product_id = p.id and not o.is_resale and o.payment_status in ('paid', 'pending')))::int as bad_held,
        (select count(*) from products where held_quantity > maximum_quantity)::int as oversold,
        (select count(*) from analytics_cache where event_id = ${festival.id})::int as cached`,
    );
    expect(checks).toEqual({
      bad_amounts: 0,
      resale: 10,
      months: 12,
      tourney: expect.any(Number),
      bad_held: 0,
      oversold: 0,
      cached: 1,
    });
    expect(Number(checks.tourney)).toBeGreaterThan(0);

    const page = await call(a, "GET", "/events/festival-escala-2027/orders?per_page=100");
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(100);
    const mix = salesMix(ORDERS);
    expect(page.body.total).toBe(mix.paid + mix.resale + mix.cancelled + mix.pending);
    const analytics = await call(a, "GET", "/events/festival-escala-2027/analytics");
    expect(analytics.body.orders_paid).toBe(mix.paid);
  });
});
