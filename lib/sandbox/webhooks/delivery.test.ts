import { createHmac } from "node:crypto";

import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

import { WebhookEnvelopeSchema } from "@/lib/contract/webhooks";

import {
  configureWebhooks,
  createEndpointViaApi,
  deleteAllEndpoints,
  enqueue,
  insertPaidOrder,
  startReceiver,
  type Received,
  type Receiver,
} from "./webhooks.test-support";
import { deliverDue } from "./worker";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { OTHER_API_KEY } from "../seed/keys";
import { describeSandbox } from "../test/fixtures";

/** Independent of the signer: node:crypto straight over the raw bytes the receiver got. */
function expectSigned(secret: string, rec: Received) {
  const hex = createHmac("sha256", secret).update(rec.body).digest("hex");
  expect(rec.headers["x-partner-signature"]).toBe(`sha256=${hex}`);
}

describeSandbox("webhook delivery", (sb) => {
  let rx: Receiver;
  beforeAll(async () => {
    configureWebhooks(sb(), { allowHttp: ["127.0.0.1"], timeScale: 1, timeoutMs: 2_000 });
    rx = await startReceiver();
  });
  afterEach(async () => {
    await deleteAllEndpoints(sb(), [undefined, OTHER_API_KEY]);
    rx.requests.length = 0;
    rx.respond((_req, res) => res.writeHead(200).end());
  });
  afterAll(() => rx.close());

  const deliveriesOf = (endpointId: string) =>
    sb().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

  it("POSTs the stored bytes, signed, with the envelope headers and schema", async () => {
    const ep = await createEndpointViaApi(sb(), { url: rx.url, events: ["order.paid"] });
    const orderId = await insertPaidOrder(sb().ctx, "sunset-producoes");
    await enqueue(sb().ctx, "order.paid", orderId);
    expect(await deliverDue(sb().ctx)).toEqual({ attempted: 1, delivered: 1 });
    expect(rx.requests).toHaveLength(1);
    const [rec] = rx.requests;
    expectSigned(ep.secret, rec);
    const body = WebhookEnvelopeSchema.parse(JSON.parse(rec.body.toString("utf8")));
    expect(rec.headers["x-partner-event"]).toBe("order.paid");
    expect(rec.headers["x-partner-delivery-id"]).toBe(body.id);
    expect(rec.headers["content-type"]).toBe("application/json");
    expect(rec.headers["user-agent"]).toMatch(/\S/);
    expect(body.data.order).toMatchObject({ id: orderId, payment_status: "paid" });
    expect(body.data.producer.slug).toBe("sunset-producoes");
    expect(body.data.event.id).toBe(body.data.order.event_id);
    expect(body.data.refund).toBeNull();
    const [row] = await deliveriesOf(ep.id);
    expect(row).toMatchObject({ id: body.id, status: "delivered", attempts: 1, lastStatus: 200 });
    expect(Buffer.from(row.body, "utf8").equals(rec.body)).toBe(true);
  });

  it("sends only subscribed kinds, only within the key's scope, one id per endpoint", async () => {
    const paid = await createEndpointViaApi(sb(), { url: `${rx.url}/paid`, events: ["order.paid"] });
    const refunds = await createEndpointViaApi(sb(), {
      url: `${rx.url}/refunds`,
      events: ["order.canceled", "order.refunded"],
    });
    const off = { url: `${rx.url}/off`, events: ["order.paid", "order.canceled", "order.refunded"] } as const;
    await createEndpointViaApi(sb(), { ...off, events: [...off.events], active: false });
    const other = await createEndpointViaApi(
      sb(),
      { url: `${rx.url}/other`, events: [...off.events] },
      OTHER_API_KEY,
    );

    const mine = await insertPaidOrder(sb().ctx, "arena-norte");
    const theirs = await insertPaidOrder(sb().ctx, "casa-vizinha");
    await enqueue(sb().ctx, "order.paid", mine);
    await enqueue(sb().ctx, "order.canceled", mine, { refund: { status: "pending", amountCents: 5000 } });
    await enqueue(sb().ctx, "order.refunded", mine, { refund: { status: "completed", amountCents: 1234 } });
    await enqueue(sb().ctx, "order.paid", theirs);
    await deliverDue(sb().ctx);

    const got = rx.requests.map((r) => {
      const env = WebhookEnvelopeSchema.parse(JSON.parse(r.body.toString("utf8")));
      return { path: r.path, env };
    });
    const byPath = (p: string) => got.filter((g) => g.path === p).map((g) => g.env);
    expect(byPath("/hooks/paid").map((e) => [e.type, e.data.order.id])).toEqual([["order.paid", mine]]);
    expect(
      byPath("/hooks/refunds")
        .map((e) => [e.type, e.data.refund])
        .sort(),
    ).toEqual([
      ["order.canceled", { status: "pending", amount: "50.00" }],
      ["order.refunded", { status: "completed", amount: "12.34" }],
    ]);
    expect(byPath("/hooks/other").map((e) => [e.type, e.data.order.id])).toEqual([["order.paid", theirs]]);
    expect(byPath("/hooks/off")).toEqual([]);
    expect(got).toHaveLength(4);
    expect(new Set(got.map((g) => g.env.id)).size).toBe(4);
    for (const ep of [paid, refunds, other]) {
      for (const row of await deliveriesOf(ep.id)) expect(row.status).toBe("delivered");
    }
  });

  it("3xx is a failure: the redirect is never followed", async () => {
    const target = await startReceiver();
    try {
      for (const status of [301, 302, 307, 308]) {
        rx.respond((_req, res) => res.writeHead(status, { location: target.url }).end());
        const ep = await createEndpointViaApi(sb(), { url: rx.url, events: ["order.paid"] });
        await enqueue(sb().ctx, "order.paid", await insertPaidOrder(sb().ctx, "sunset-producoes"));
        expect(await deliverDue(sb().ctx)).toMatchObject({ attempted: 1, delivered: 0 });
        const [row] = await deliveriesOf(ep.id);
        expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatus: status });
        expect(row.lastError).toMatch(/redirect/);
        await deleteAllEndpoints(sb(), [undefined]);
      }
      expect(target.requests).toHaveLength(0);
    } finally {
      await target.close();
    }
  });

  it("410 disables the endpoint; nothing more is sent to it", async () => {
    rx.respond((_req, res) => res.writeHead(410).end());
    const ep = await createEndpointViaApi(sb(), { url: rx.url, events: ["order.paid"] });
    const orderId = await insertPaidOrder(sb().ctx, "sunset-producoes");
    await enqueue(sb().ctx, "order.paid", orderId);
    await deliverDue(sb().ctx);
    const [endpoint] = await sb().db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
    expect(endpoint.active).toBe(false);
    expect((await deliveriesOf(ep.id)).map((d) => [d.status, d.lastStatus])).toEqual([["disabled", 410]]);
    await enqueue(sb().ctx, "order.paid", orderId);
    await deliverDue(sb().ctx);
    expect(rx.requests).toHaveLength(1);
  });

  it("an attempt past the timeout fails (timeout injectable; not time-scaled)", async () => {
    configureWebhooks(sb(), { timeoutMs: 300, timeScale: 0.001 });
    rx.respond(() => undefined);
    try {
      const ep = await createEndpointViaApi(sb(), { url: rx.url, events: ["order.paid"] });
      await enqueue(sb().ctx, "order.paid", await insertPaidOrder(sb().ctx, "sunset-producoes"));
      await deliverDue(sb().ctx);
      const [row] = await deliveriesOf(ep.id);
      expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatus: null });
      expect(row.lastError).toMatch(/timeout after 300 ms/);
      const [attempt] = await sb()
        .db.select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, row.id));
      expect(attempt.durationMs).toBeGreaterThanOrEqual(290);
    } finally {
      configureWebhooks(sb(), { timeoutMs: 2_000, timeScale: 1 });
    }
  });

  it("pending deliveries of a disabled or deleted endpoint are not sent", async () => {
    const a = await createEndpointViaApi(sb(), { url: `${rx.url}/a`, events: ["order.paid"] });
    const b = await createEndpointViaApi(sb(), { url: `${rx.url}/b`, events: ["order.paid"] });
    await enqueue(sb().ctx, "order.paid", await insertPaidOrder(sb().ctx, "sunset-producoes"));
    await sb().db.update(webhookEndpoints).set({ active: false }).where(eq(webhookEndpoints.id, a.id));
    await deleteAllEndpoints(sb(), [undefined]);
    expect(await deliverDue(sb().ctx)).toEqual({ attempted: 0, delivered: 0 });
    expect(rx.requests).toHaveLength(0);
    expect((await deliveriesOf(a.id)).map((d) => d.status)).toEqual(["disabled"]);
    expect((await deliveriesOf(b.id)).map((d) => d.status)).toEqual(["disabled"]);
  });

  it("a refused connection is a failed attempt, retried later", async () => {
    const closed = await startReceiver();
    await closed.close();
    const ep = await createEndpointViaApi(sb(), { url: closed.url, events: ["order.paid"] });
    await enqueue(sb().ctx, "order.paid", await insertPaidOrder(sb().ctx, "sunset-producoes"));
    await deliverDue(sb().ctx);
    const [row] = await deliveriesOf(ep.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatus: null });
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it("the attempt log keeps each attempt in order", async () => {
    rx.respond((_req, res) => res.writeHead(503).end());
    const ep = await createEndpointViaApi(sb(), { url: rx.url, events: ["order.paid"] });
    await enqueue(sb().ctx, "order.paid", await insertPaidOrder(sb().ctx, "sunset-producoes"));
    await deliverDue(sb().ctx);
    const [row] = await deliveriesOf(ep.id);
    const attempts = await sb()
      .db.select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, row.id))
      .orderBy(asc(webhookAttempts.at));
    expect(attempts.map((a) => [a.statusCode, a.error])).toEqual([[503, "HTTP 503"]]);
  });
});
