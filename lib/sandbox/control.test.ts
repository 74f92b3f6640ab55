import { expect, it } from "vitest";

import { OrderSchema } from "@/lib/contract/orders";

import { ADMIN_TOKEN, control, describeSandbox } from "./test/fixtures";
import { configureWebhooks, startReceiver } from "./webhooks/webhooks.test-support";

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describeSandbox("control API", (sb) => {
  it("refuses a missing or wrong admin token with 401 {error}", async () => {
    const missing = await sb().control.fetch(new Request("http://x/sandbox/v1/keys"));
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: expect.any(String) });
    expect((await control(sb(), "GET", "/keys", undefined, `${ADMIN_TOKEN}x`)).status).toBe(401);
    expect((await control(sb(), "POST", "/reset", undefined, "nope")).status).toBe(401);
  });

  it("lists keys with their scope and events with their lots", async () => {
    const keys = await json(await control(sb(), "GET", "/keys"));
    expect(keys.status).toBe(200);
    expect(keys.body.data[0]).toMatchObject({ key: expect.any(String), read_only: false });
    expect(keys.body.data[0].producers.length).toBe(2);
    const events = await json(await control(sb(), "GET", "/events"));
    const festival = events.body.data.find((e: { slug: string }) => e.slug === "festival-de-verao-2027");
    expect(festival.products.length).toBeGreaterThan(0);
    expect(festival.producer.slug).toBe("sunset-producoes");
  });

  it("simulates a purchase by slug, validates the body (422) and 404s an unknown event", async () => {
    const res = await json(
      await control(sb(), "POST", "/purchase", { event: "festival-de-verao-2027", quantity: 2 }),
    );
    expect(res.status).toBe(201);
    const order = OrderSchema.parse(res.body.order);
    expect(order.payment_status).toBe("paid");
    expect(order.tickets).toHaveLength(2);
    const pending = await json(
      await control(sb(), "POST", "/purchase", { event: "festival-de-verao-2027", outcome: "pending" }),
    );
    expect(pending.body.order.payment_status).toBe("pending");
    const paid = await json(await control(sb(), "POST", `/orders/${pending.body.order.id}/pay`));
    expect(paid.body.order.payment_status).toBe("paid");
    const bad = await json(await control(sb(), "POST", "/purchase", { event: "x", quantity: 0, extra: 1 }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.join(" ")).toMatch(/quantity/);
    expect((await control(sb(), "POST", "/purchase", { event: "no-such-event" })).status).toBe(404);
    expect((await control(sb(), "POST", "/purchase", { event: "reveillon-rock-2027" })).status).toBe(422);
  });

  it("trigger creates genuine sales whose webhooks are queued and delivered", async () => {
    const receiver = await startReceiver();
    try {
      configureWebhooks(sb(), { allowHttp: ["127.0.0.1"] });
      const listen = await json(await control(sb(), "POST", "/webhooks/listen", { url: receiver.url }));
      expect(listen.status).toBe(201);
      expect(listen.body.secret).toEqual(expect.any(String));
      const types = async (type: string) => {
        const res = await json(
          await control(sb(), "POST", "/trigger", { type, event: "festival-de-verao-2027" }),
        );
        expect(res.status).toBe(201);
        return res.body.webhooks.map((w: { type: string }) => w.type);
      };
      expect(await types("order.paid")).toEqual(["order.paid"]);
      expect(await types("order.canceled")).toEqual(["order.paid", "order.canceled"]);
      expect(await types("order.refunded")).toEqual(["order.paid", "order.canceled", "order.refunded"]);
      const run = await json(await control(sb(), "POST", "/deliveries/run"));
      expect(run.body.delivered).toBeGreaterThanOrEqual(6);
      expect(receiver.requests.length).toBeGreaterThanOrEqual(6);
      const bad = await json(await control(sb(), "POST", "/trigger", { type: "order.expired", event: "x" }));
      expect(bad.status).toBe(422);
    } finally {
      await receiver.close();
    }
  });

  it("checks a ticket in once; a second check-in is refused", async () => {
    const res = await json(await control(sb(), "POST", "/purchase", { event: "festival-de-verao-2027" }));
    const ticketId = res.body.order.tickets[0].id;
    const first = await json(await control(sb(), "POST", `/tickets/${ticketId}/checkin`));
    expect(first.body).toMatchObject({
      id: ticketId,
      status: "checked_in",
      checked_in_at: expect.any(String),
    });
    expect((await control(sb(), "POST", `/tickets/${ticketId}/checkin`)).status).toBe(422);
    expect((await control(sb(), "POST", "/tickets/not-a-uuid/checkin")).status).toBe(404);
  });

  it("advances the clock and runs what fell due (a PIX refund completes)", async () => {
    const sale = await json(
      await control(sb(), "POST", "/purchase", { event: "festival-de-verao-2027", payment_method: "pix" }),
    );
    const id = sale.body.order.id;
    const cancelled = await json(await control(sb(), "POST", `/orders/${id}/cancel`, { reason: "test" }));
    expect(cancelled.body.order.refund).toMatchObject({ status: "pending" });
    const before = sb().clock.offset();
    const advanced = await json(await control(sb(), "POST", "/clock/advance", { duration: "5m" }));
    expect(advanced.status).toBe(200);
    expect(advanced.body.offset_ms - before).toBe(300_000);
    expect(advanced.body.due.refunded).toBeGreaterThanOrEqual(1);
    const after = await json(await control(sb(), "POST", "/clock/advance", { duration: "PT1M" }));
    expect(after.body.offset_ms - before).toBe(360_000);
    expect((await control(sb(), "POST", "/clock/advance", { duration: "soon" })).status).toBe(422);
  });

  it("refreshes analytics for one event or all", async () => {
    const one = await json(
      await control(sb(), "POST", "/analytics/refresh", { event: "festival-de-verao-2027" }),
    );
    expect(one.body.refreshed).toBe(1);
    const all = await json(await control(sb(), "POST", "/analytics/refresh"));
    expect(all.body.refreshed).toBeGreaterThan(5);
    expect((await control(sb(), "POST", "/analytics/refresh", { event: "nope-nope" })).status).toBe(404);
  });

  it("answers unknown control paths with 404 JSON", async () => {
    expect(await json(await control(sb(), "GET", "/nothing-here"))).toEqual({
      status: 404,
      body: { error: "Not found" },
    });
  });
});
