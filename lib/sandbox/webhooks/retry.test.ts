import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { webhookAttempts, webhookDeliveries } from "../db/schema";
import { seedDemo } from "../seed";
import { JITTER, MAX_ATTEMPTS, RETRY_DELAYS_MS } from "./schedule";
import {
  configureWebhooks,
  createEndpointViaApi,
  enqueue,
  insertPaidOrder,
  startReceiver,
  type Receiver,
} from "./webhooks.test-support";
import { deliverDue } from "./worker";
import { BACKENDS, describeSandbox, openTestSandbox, type TestSandbox } from "../test/fixtures";

const SCALE = 2e-5; // the whole 27.6 h schedule in about 2 s

describeSandbox("webhook retry schedule", (sb) => {
  let rx: Receiver;
  beforeAll(async () => {
    configureWebhooks(sb(), { allowHttp: ["127.0.0.1"], timeScale: SCALE, timeoutMs: 2_000 });
    rx = await startReceiver((_req, res) => res.writeHead(500).end("nope"));
  });
  afterAll(() => rx.close());

  it("retries on the scaled schedule with the same id and bytes, then gives up", async () => {
    const ep = await createEndpointViaApi(sb(), { url: rx.url, events: ["order.paid"] });
    await enqueue(sb().ctx, "order.paid", await insertPaidOrder(sb().ctx, "sunset-producoes"));
    const [queued] = await sb()
      .db.select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, ep.id));

    const nextAt: number[] = [];
    const deadline = Date.now() + 20_000;
    for (let row = queued; row.status === "pending" && Date.now() < deadline; await sleep(1)) {
      await deliverDue(sb().ctx);
      [row] = await sb().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued.id));
      if (row.attempts > nextAt.length && row.nextAttemptAt) nextAt.push(row.nextAttemptAt.getTime());
    }
    const [final] = await sb().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued.id));
    expect(final).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastStatus: 500,
      nextAttemptAt: null,
    });

    // The receiver saw 8 identical, validly signed requests under the one delivery id.
    expect(rx.requests).toHaveLength(MAX_ATTEMPTS);
    for (const rec of rx.requests) {
      expect(rec.headers["x-partner-delivery-id"]).toBe(queued.id);
      expect(rec.body.equals(rx.requests[0].body)).toBe(true);
      const hex = createHmac("sha256", ep.secret).update(rec.body).digest("hex");
      expect(rec.headers["x-partner-signature"]).toBe(`sha256=${hex}`);
    }
    expect(rx.requests[0].body.toString("utf8")).toBe(queued.body);

    // Recorded gaps: next_attempt_at − end of the attempt = the scaled delay, ±10%.
    const attempts = await sb()
      .db.select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, queued.id))
      .orderBy(asc(webhookAttempts.at));
    expect(attempts).toHaveLength(MAX_ATTEMPTS);
    expect(nextAt).toHaveLength(MAX_ATTEMPTS - 1);
    const gaps = nextAt.map((at, i) => at - (attempts[i].at.getTime() + attempts[i].durationMs));
    gaps.forEach((gap, i) => {
      const scaled = RETRY_DELAYS_MS[i] * SCALE;
      expect(gap, `gap ${i + 1}`).toBeGreaterThanOrEqual(Math.floor(scaled * (1 - JITTER)) - 1);
      expect(gap, `gap ${i + 1}`).toBeLessThanOrEqual(Math.ceil(scaled * (1 + JITTER)) + 1);
    });
    for (let i = 1; i < 5; i++) expect(gaps[i + 1]).toBeGreaterThan(gaps[i]);

    // Never early: each request arrives no sooner than its scheduled gap after the previous one.
    for (let i = 1; i < rx.requests.length; i++) {
      const seen = rx.requests[i].at - rx.requests[i - 1].at;
      expect(seen).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[i - 1] * SCALE * (1 - JITTER) - 2);
    }
  });
});

describe.each(BACKENDS)("webhook delivery across a restart [%s]", (backend) => {
  let sb: TestSandbox;
  let rx: Receiver;
  beforeAll(async () => {
    sb = await openTestSandbox(backend);
    sb.options.timeScale = 0.001;
    sb = await sb.reopen();
    await seedDemo(sb.ctx, { seed: 1 });
    rx = await startReceiver();
  });
  afterAll(async () => {
    await rx.close();
    await sb.destroy();
  });

  it("keeps the spec's 10 s timeout whatever the time scale", () => {
    expect(sb.ctx.timeScale).toBe(0.001);
    expect(sb.ctx.webhooks.timeoutMs).toBe(10_000);
  });

  it("resumes pending deliveries after a restart: same ids, same bytes, nothing lost", async () => {
    configureWebhooks(sb, { allowHttp: ["127.0.0.1"], timeoutMs: 2_000 });
    const ep = await createEndpointViaApi(sb, { url: rx.url, events: ["order.paid", "order.canceled"] });
    const orderId = await insertPaidOrder(sb.ctx, "arena-norte");
    await enqueue(sb.ctx, "order.paid", orderId);
    rx.respond((_req, res) => res.writeHead(500).end());
    await deliverDue(sb.ctx);
    expect(rx.requests).toHaveLength(1);
    await enqueue(sb.ctx, "order.canceled", orderId);
    const before = await sb.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, ep.id));
    expect(before.map((d) => d.status)).toEqual(["pending", "pending"]);

    sb = await sb.reopen();
    rx.respond((_req, res) => res.writeHead(204).end());
    await sleep(20); // past the first retry gap (5 s × 0.001, +10%)
    expect(await deliverDue(sb.ctx)).toEqual({ attempted: 2, delivered: 2 });

    const after = await sb.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, ep.id));
    expect(after.map((d) => d.status)).toEqual(["delivered", "delivered"]);
    const ids = rx.requests.map((r) => r.headers["x-partner-delivery-id"]);
    expect(ids.slice(1).sort()).toEqual(before.map((d) => d.id).sort());
    const firstId = before.find((d) => d.type === "order.paid")!.id;
    const firstBodies = rx.requests
      .filter((r) => r.headers["x-partner-delivery-id"] === firstId)
      .map((r) => r.body);
    expect(firstBodies).toHaveLength(2);
    expect(firstBodies[0].equals(firstBodies[1])).toBe(true);
  });
});
