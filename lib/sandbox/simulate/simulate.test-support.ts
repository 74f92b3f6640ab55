import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe } from "vitest";

import { apiKeys, products, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { createRng } from "../rng";
import { SEED_STEPS } from "../seed";
import type { SimContext } from "./context";
import type { SeedContext } from "../seed/context";
import { DEMO_API_KEY } from "../seed/keys";
import { seedOrders } from "../seed/orders";
import { BACKENDS, openTestSandbox, type TestSandbox } from "../test/fixtures";

/** Test-only helpers of the orders and simulator suites. */

/** The demo catalog (producers, keys, events, lots, coupons) without the seeded sales: fast to open. */
export async function seedCatalogOnly(sb: TestSandbox): Promise<void> {
  await sb.db.transaction(async (tx) => {
    const ctx: SeedContext = {
      tx,
      seed: 1,
      rng: (label) => createRng(1, label),
      producers: { a: "", b: "", other: "" },
      events: {},
    };
    for (const step of SEED_STEPS) if (step !== seedOrders) await step(ctx);
  });
}

/** Like describeSandbox, on the catalog-only seed. */
export function describeSimulation(name: string, body: (sb: () => TestSandbox) => void) {
  describe.each(BACKENDS)(`${name} [%s]`, (backend) => {
    let current: TestSandbox | undefined;
    beforeAll(async () => {
      current = await openTestSandbox(backend);
      await seedCatalogOnly(current);
    });
    afterAll(async () => {
      await current?.destroy();
    });
    body(() => current!);
  });
}

/** A simulation context on the sandbox's DB with a clock of its own (tests move it without sharing). */
export function simAt(sb: TestSandbox, start = new Date()) {
  let now = start;
  const ctx: SimContext = { db: sb.db, clock: { now: () => now } };
  return {
    ctx,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** A demo-key endpoint subscribed to every kind, so the outbox gets rows to inspect. */
export async function addTestEndpoint(sb: TestSandbox): Promise<string> {
  const [key] = await sb.db.select().from(apiKeys).where(eq(apiKeys.key, DEMO_API_KEY));
  const [row] = await sb.db
    .insert(webhookEndpoints)
    .values({
      apiKeyId: key.id,
      url: "https://hooks.example.com/palco",
      events: ["order.paid", "order.canceled", "order.refunded"],
      secret: "test-secret-0123456789abcdef0123",
      createdAt: new Date(),
    })
    .returning();
  return row.id;
}

/** Envelopes queued for one order, oldest first, parsed. */
export async function queuedFor(sb: TestSandbox, orderId: string, endpointId: string) {
  const rows = await sb.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.orderId, orderId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(asc(webhookDeliveries.createdAt), asc(sql`ctid`));
  return rows.map((r) => ({ type: r.type, body: JSON.parse(r.body) }));
}

export async function heldOf(sb: TestSandbox, productId: string): Promise<number> {
  const [row] = await sb.db.select().from(products).where(eq(products.id, productId));
  return row.heldQuantity;
}
