import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { orders, tickets, webhookDeliveries } from "./db/schema";
import { seedDemo } from "./seed";
import { BACKENDS, call, control, OPEN_TIMEOUT_MS, openTestSandbox, type TestSandbox } from "./test/fixtures";
import { configureWebhooks, startReceiver } from "./webhooks/webhooks.test-support";
import { deliverDue } from "./webhooks/worker";

async function totals(sb: TestSandbox) {
  const [o] = await sb.db.select({ n: count() }).from(orders);
  const [t] = await sb.db.select({ n: count() }).from(tickets);
  return { orders: o.n, tickets: t.n };
}

// Opens, seeds and reopens a sandbox inside the test: the room every sandbox opening gets (fixtures.ts).
describe.each(BACKENDS)("restart survival [%s]", { timeout: OPEN_TIMEOUT_MS }, (backend) => {
  let sb: TestSandbox | undefined;
  afterAll(async () => {
    await sb?.destroy();
  }, OPEN_TIMEOUT_MS);

  it("keeps data, settings, the clock and pending deliveries across a restart", async () => {
    sb = await openTestSandbox(backend);
    await seedDemo(sb.ctx, { seed: 5 });
    const receiver = await startReceiver((_req, res) => res.writeHead(503).end());
    try {
      configureWebhooks(sb, { allowHttp: ["127.0.0.1"] });
      expect((await control(sb, "POST", "/webhooks/listen", { url: receiver.url })).status).toBe(201);
      const sale = await control(sb, "POST", "/purchase", { event: "festival-de-verao-2027", quantity: 2 });
      const { order } = await sale.json();
      // One failed attempt: the delivery stays pending with a retry scheduled.
      expect((await deliverDue(sb.ctx)).attempted).toBe(1);
      await control(sb, "POST", "/faults", { latency_ms: 1 });
      await sb.clock.advance(3_600_000);
      const before = await totals(sb);

      sb = await sb.reopen();
      configureWebhooks(sb, { allowHttp: ["127.0.0.1"] });
      expect(await totals(sb)).toEqual(before);
      expect(sb.clock.offset()).toBe(3_600_000);
      expect(await (await control(sb, "GET", "/faults")).json()).toMatchObject({ latency_ms: 1 });
      const detail = await call(sb, "GET", `/events/festival-de-verao-2027/orders/${order.id}`);
      expect(detail.body).toMatchObject({ payment_status: "paid", tickets_count: 2 });
      const [pending] = await sb.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.orderId, order.id));
      expect(pending).toMatchObject({ status: "pending", attempts: 1 });

      // The receiver recovers; the retry (due within the hour the clock moved) goes out after the restart.
      receiver.respond((_req, res) => res.writeHead(200).end("ok"));
      await sb.db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sb.clock.now() })
        .where(eq(webhookDeliveries.id, pending.id));
      expect(await deliverDue(sb.ctx)).toEqual({ attempted: 1, delivered: 1 });
      const bodies = receiver.requests.map((r) => JSON.parse(r.body.toString()).id);
      expect(new Set(bodies)).toEqual(new Set([pending.id]));
    } finally {
      await receiver.close();
    }
  });
});
