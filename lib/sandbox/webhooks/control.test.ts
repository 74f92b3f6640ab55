import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

import { ErrorBodySchema } from "@/lib/contract/common";
import { WebhookEndpointCreatedSchema } from "@/lib/contract/webhooks";

import {
  configureWebhooks,
  createEndpointViaApi,
  deleteAllEndpoints,
  enqueue,
  insertPaidOrder,
  startReceiver,
  type Receiver,
} from "./webhooks.test-support";
import { startDeliveryWorker } from "./worker";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";
import { call, control, describeSandbox } from "../test/fixtures";

type DeliveryView = {
  id: string;
  endpoint_id: string;
  status: string;
  attempts: number;
  attempt_log: { status_code: number | null; error: string | null; duration_ms: number }[];
};

describeSandbox("webhook control API", (sb) => {
  let rx: Receiver;
  beforeAll(async () => {
    configureWebhooks(sb(), { allowHttp: ["127.0.0.1"], timeScale: 1, timeoutMs: 2_000 });
    rx = await startReceiver();
  });
  afterEach(async () => {
    await deleteAllEndpoints(sb(), [undefined]);
    rx.requests.length = 0;
    rx.respond((_req, res) => res.writeHead(200).end());
  });
  afterAll(() => rx.close());

  const list = async (query: string) => {
    const res = await control(sb(), "GET", `/deliveries${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: DeliveryView[] }).data;
  };

  it("runs a pass, lists failures with attempts, and resends with the same id and bytes", async () => {
    rx.respond((_req, res) => res.writeHead(500).end());
    const ep = await createEndpointViaApi(sb(), { url: rx.url, events: ["order.paid"] });
    await enqueue(sb().ctx, "order.paid", await insertPaidOrder(sb().ctx, "sunset-producoes"));
    const run = await control(sb(), "POST", "/deliveries/run");
    expect(await run.json()).toEqual({ attempted: 1, delivered: 0 });

    const failed = await list(`?failed=true&endpoint_id=${ep.id}`);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ endpoint_id: ep.id, status: "pending", attempts: 1 });
    expect(failed[0].attempt_log.map((a) => [a.status_code, a.error])).toEqual([[500, "HTTP 500"]]);
    expect(JSON.stringify(failed)).not.toContain(ep.secret);

    rx.respond((_req, res) => res.writeHead(200).end());
    const resent = await control(sb(), "POST", `/deliveries/${failed[0].id}/resend`);
    expect(resent.status).toBe(200);
    await control(sb(), "POST", "/deliveries/run");
    expect(rx.requests).toHaveLength(2);
    expect(rx.requests.map((r) => r.headers["x-partner-delivery-id"])).toEqual([failed[0].id, failed[0].id]);
    expect(rx.requests[1].body.equals(rx.requests[0].body)).toBe(true);
    const [after] = await list(`?endpoint_id=${ep.id}`);
    expect(after).toMatchObject({ status: "delivered", attempts: 2 });
    expect(await list(`?failed=true&endpoint_id=${ep.id}`)).toEqual([]);
  });

  it("resend: 404 for an unknown delivery, 422 once the endpoint is gone", async () => {
    const unknown = await control(sb(), "POST", "/deliveries/00000000-0000-4000-8000-000000000000/resend");
    expect(unknown.status).toBe(404);
    ErrorBodySchema.parse(await unknown.json());
    const ep = await createEndpointViaApi(sb(), { url: rx.url, events: ["order.paid"] });
    await enqueue(sb().ctx, "order.paid", await insertPaidOrder(sb().ctx, "sunset-producoes"));
    const [row] = await list(`?endpoint_id=${ep.id}`);
    await call(sb(), "DELETE", `/webhooks/${ep.id}`);
    const gone = await control(sb(), "POST", `/deliveries/${row.id}/resend`);
    expect(gone.status).toBe(422);
    expect(ErrorBodySchema.parse(await gone.json()).error).toMatch(/deleted/);
  });

  it("422 for bad list filters; 401 without the admin token", async () => {
    expect((await control(sb(), "GET", "/deliveries?failed=maybe")).status).toBe(422);
    expect((await control(sb(), "GET", "/deliveries?endpoint_id=nope")).status).toBe(422);
    expect((await control(sb(), "GET", "/deliveries?limit=0")).status).toBe(422);
    for (const [method, path] of [
      ["GET", "/deliveries"],
      ["POST", "/deliveries/run"],
      ["POST", "/webhooks/listen"],
    ]) {
      const res = await control(sb(), method, path, undefined, "wrong-token");
      expect(res.status).toBe(401);
      ErrorBodySchema.parse(await res.json());
    }
  });

  it("listen: an endpoint on the demo key for every event, secret answered once", async () => {
    const res = await control(sb(), "POST", "/webhooks/listen", { url: rx.url });
    expect(res.status).toBe(201);
    const created = WebhookEndpointCreatedSchema.parse(await res.json());
    expect(created.events).toEqual(["order.paid", "order.canceled", "order.refunded"]);
    const listed = await call(sb(), "GET", "/webhooks");
    expect(listed.body.data.map((e: { id: string }) => e.id)).toContain(created.id);
    expect(listed.text).not.toContain(created.secret);
    const bad = await control(sb(), "POST", "/webhooks/listen", { url: "http://10.0.0.5/hook" });
    expect(bad.status).toBe(422);
    expect(ErrorBodySchema.parse(await bad.json()).errors?.[0]).toMatch(/^url: /);
  });

  it("the background worker delivers on its own and survives a bad row", async () => {
    const ep = await createEndpointViaApi(sb(), { url: rx.url, events: ["order.paid"] });
    // A row the policy would never have accepted, written behind the API's back.
    const bad = await createEndpointViaApi(sb(), { url: `${rx.url}/bad`, events: ["order.paid"] });
    await sb()
      .db.update(webhookEndpoints)
      .set({ url: "https://169.254.169.254/x" })
      .where(eq(webhookEndpoints.id, bad.id));
    await enqueue(sb().ctx, "order.paid", await insertPaidOrder(sb().ctx, "sunset-producoes"));
    const worker = startDeliveryWorker(sb().ctx, { intervalMs: 10 });
    try {
      for (let i = 0; i < 300 && rx.requests.length === 0; i++) await sleep(10);
    } finally {
      await worker.stop();
    }
    expect(rx.requests).toHaveLength(1);
    expect(rx.requests[0].path).toBe("/hooks");
    const hex = createHmac("sha256", ep.secret).update(rx.requests[0].body).digest("hex");
    expect(rx.requests[0].headers["x-partner-signature"]).toBe(`sha256=${hex}`);
    const [badRow] = await sb()
      .db.select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, bad.id));
    expect(badRow).toMatchObject({ status: "pending", attempts: 1 });
    expect(badRow.lastError).toMatch(/URL refused/);
  });
});
