import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { EventSchema, PartnerMeSchema } from "@/lib/contract";

import * as schema from "./db/schema";
import { seedDemo } from "./seed";
import { resetSandbox } from "./seed/reset";
import { BACKENDS, call, OPEN_TIMEOUT_MS, openTestSandbox, type TestSandbox } from "./test/fixtures";

async function snapshot(sb: TestSandbox) {
  const { db } = sb;
  return {
    producers: await db.select().from(schema.producers).orderBy(asc(schema.producers.id)),
    keys: await db.select().from(schema.apiKeys).orderBy(asc(schema.apiKeys.id)),
    events: await db.select().from(schema.events).orderBy(asc(schema.events.id)),
    covers: await db.select().from(schema.covers).orderBy(asc(schema.covers.id)),
    products: await db.select().from(schema.products).orderBy(asc(schema.products.id)),
    coupons: await db.select().from(schema.coupons).orderBy(asc(schema.coupons.id)),
  };
}

describe.each(BACKENDS)("seed and storage [%s]", { timeout: OPEN_TIMEOUT_MS }, (backend) => {
  const opened: TestSandbox[] = [];
  const open = async () => {
    const sb = await openTestSandbox(backend);
    opened.push(sb);
    return sb;
  };
  afterAll(async () => {
    await Promise.all(opened.map((sb) => sb.destroy()));
  }, OPEN_TIMEOUT_MS);

  it("same seed → identical data; a second seed is a no-op; another seed differs; reset empties", async () => {
    const [one, two] = await Promise.all([open(), open()]);
    expect(await seedDemo(one.ctx, { seed: 7 })).toEqual({ seeded: true, seed: 7 });
    await seedDemo(two.ctx, { seed: 7 });
    const a = await snapshot(one);
    expect(a.events.length).toBeGreaterThanOrEqual(12);
    expect(new Set(a.events.map((e) => e.status))).toEqual(
      new Set(["draft", "live", "finished", "cancelled"]),
    );
    expect(await snapshot(two)).toEqual(a);
    expect(await seedDemo(one.ctx, { seed: 8 })).toEqual({ seeded: false, seed: 7 });
    expect(await snapshot(one)).toEqual(a);

    await resetSandbox(one.ctx);
    expect((await snapshot(one)).events).toHaveLength(0);
    await seedDemo(one.ctx, { seed: 8 });
    const b = await snapshot(one);
    expect(b.events.map((e) => e.slug).sort()).toEqual(a.events.map((e) => e.slug).sort());
    expect(b.events[0].id).not.toBe(a.events[0].id);
  });

  it("seeded ids are RFC 4122 v4 shaped and responses validate", async () => {
    const sb = await open();
    await seedDemo(sb.ctx);
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect((await snapshot(sb)).events.every((e) => v4.test(e.id))).toBe(true);
    PartnerMeSchema.parse((await call(sb, "GET", "/me")).body);
    const xss = EventSchema.parse((await call(sb, "GET", "/events/stand-up-risos-de-sexta")).body);
    expect(xss.bio).toContain("onerror");
  });

  it("data survives close and reopen", async () => {
    let sb = await open();
    await seedDemo(sb.ctx);
    const created = await call(sb, "POST", "/events", {
      body: { producer_id: "arena-norte", name: "Persistente", starts_at: "2027-05-01T20:00:00Z" },
    });
    expect(created.status).toBe(201);
    await sb.clock.setOffset(3_600_000);
    sb = await sb.reopen();
    opened.push(sb);
    expect(sb.clock.offset()).toBe(3_600_000);
    const read = await call(sb, "GET", "/events/persistente");
    expect(read.status).toBe(200);
    expect(await seedDemo(sb.ctx)).toMatchObject({ seeded: false });
  });
});
