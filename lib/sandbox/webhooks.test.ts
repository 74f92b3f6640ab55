import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { listOf } from "@/lib/contract/common";
import { WebhookEndpointCreatedSchema, WebhookEndpointSchema } from "@/lib/contract/webhooks";

import { webhookDeliveries } from "./db/schema";
import { DEMO_READONLY_API_KEY, OTHER_API_KEY } from "./seed/keys";
import { call, describeSandbox, expectError } from "./test/fixtures";
import { enqueue, insertPaidOrder } from "./webhooks/webhooks.test-support";

const List = listOf(WebhookEndpointSchema);
const URL_A = "https://hooks.example.com/palco";

describeSandbox("webhook endpoints", (sb) => {
  const create = async (body: unknown, key?: string) => {
    const res = await call(sb(), "POST", "/webhooks", { body, key });
    expect(res.status, res.text).toBe(201);
    return WebhookEndpointCreatedSchema.parse(res.body);
  };

  it("POST answers 201 with the secret once; GET lists the key's endpoints without it", async () => {
    const created = await create({ url: URL_A, events: ["order.paid", "order.paid", "order.refunded"] });
    expect(created).toMatchObject({ url: URL_A, events: ["order.paid", "order.refunded"], active: true });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]+$/);
    expect(Buffer.from(created.secret.slice(6), "base64url").length).toBeGreaterThanOrEqual(24);

    const list = await call(sb(), "GET", "/webhooks");
    expect(list.status).toBe(200);
    const parsed = List.parse(list.body);
    expect(parsed.data.find((e) => e.id === created.id)).toEqual({
      id: created.id,
      url: URL_A,
      events: ["order.paid", "order.refunded"],
      active: true,
      created_at: created.created_at,
    });
    expect(list.text).not.toContain(created.secret);
    expect(list.text).not.toContain("secret");
    expect(
      List.parse((await call(sb(), "GET", "/webhooks", { key: DEMO_READONLY_API_KEY })).body).data,
    ).toEqual([]);
    expect(List.parse((await call(sb(), "GET", "/webhooks", { key: OTHER_API_KEY })).body).data).toEqual([]);
  });

  it("every secret is unique and at least 24 random bytes", async () => {
    const secrets = new Set<string>();
    for (let i = 0; i < 20; i++)
      secrets.add((await create({ url: `${URL_A}/${i}`, events: ["order.paid"] })).secret);
    expect(secrets.size).toBe(20);
    for (const s of secrets) expect(Buffer.from(s.slice(6), "base64url").length).toBeGreaterThanOrEqual(24);
  });

  it("active: false is stored as given", async () => {
    const created = await create({ url: URL_A, events: ["order.canceled"], active: false });
    expect(created.active).toBe(false);
  });

  it.each([
    [{ events: ["order.paid"] }, "url"],
    [{ url: "not a url", events: ["order.paid"] }, "url"],
    [{ url: "http://hooks.example.com/x", events: ["order.paid"] }, "url"],
    [{ url: "https://169.254.169.254/latest", events: ["order.paid"] }, "url"],
    [{ url: "https://2130706433/x", events: ["order.paid"] }, "url"],
    [{ url: "https://[::1]/x", events: ["order.paid"] }, "url"],
    [{ url: "https://u:p@hooks.example.com/x", events: ["order.paid"] }, "url"],
    [{ url: URL_A }, "events"],
    [{ url: URL_A, events: [] }, "events"],
    [{ url: URL_A, events: ["order.created"] }, "events.0"],
    [{ url: URL_A, events: ["order.paid"], active: "yes" }, "active"],
  ])("422 for %j naming %s", async (body, field) => {
    const err = expectError(await call(sb(), "POST", "/webhooks", { body }), 422);
    expect(err.error).toBeTruthy();
    expect(
      err.errors?.some((e) => e.startsWith(`${field}: `)),
      JSON.stringify(err),
    ).toBe(true);
  });

  it("a refused URL is echoed as received in the 422 (clients must render it as text)", async () => {
    const url = 'https://10.0.0.1/?<img src=x onerror="alert(1)">';
    const err = expectError(
      await call(sb(), "POST", "/webhooks", { body: { url, events: ["order.paid"] } }),
      422,
    );
    expect(err.errors).toEqual([`url: must not point to a private address (${url})`]);
  });

  it("422 for a malformed or missing body", async () => {
    expectError(
      await call(sb(), "POST", "/webhooks", {
        body: "{nope",
        headers: { "content-type": "application/json" },
      }),
      422,
    );
    expectError(await call(sb(), "POST", "/webhooks"), 422);
  });

  it("401 without or with a bad key, 403 for a read-only key on writes", async () => {
    expectError(await call(sb(), "GET", "/webhooks", { key: null }), 401);
    expectError(
      await call(sb(), "POST", "/webhooks", { key: "sk_nope", body: { url: URL_A, events: ["order.paid"] } }),
      401,
    );
    expectError(
      await call(sb(), "POST", "/webhooks", {
        key: DEMO_READONLY_API_KEY,
        body: { url: URL_A, events: ["order.paid"] },
      }),
      403,
    );
    const created = await create({ url: URL_A, events: ["order.paid"] });
    expectError(await call(sb(), "DELETE", `/webhooks/${created.id}`, { key: DEMO_READONLY_API_KEY }), 403);
  });

  it("DELETE answers 204 with no body, then 404; another key's endpoint is 404", async () => {
    const created = await create({ url: URL_A, events: ["order.paid"] });
    expectError(await call(sb(), "DELETE", `/webhooks/${created.id}`, { key: OTHER_API_KEY }), 404);
    const del = await call(sb(), "DELETE", `/webhooks/${created.id}`);
    expect(del.status).toBe(204);
    expect(del.text).toBe("");
    expectError(await call(sb(), "DELETE", `/webhooks/${created.id}`), 404);
    expectError(await call(sb(), "DELETE", "/webhooks/not-a-uuid"), 404);
    expectError(await call(sb(), "DELETE", "/webhooks/00000000-0000-4000-8000-000000000000"), 404);
    const ids = List.parse((await call(sb(), "GET", "/webhooks")).body).data.map((e) => e.id);
    expect(ids).not.toContain(created.id);
  });

  it("deleting an endpoint drops its pending deliveries", async () => {
    const created = await create({ url: "https://hooks.example.com/drop", events: ["order.paid"] });
    const orderId = await insertPaidOrder(sb().ctx, "sunset-producoes");
    await enqueue(sb().ctx, "order.paid", orderId);
    const rows = () =>
      sb().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, created.id));
    expect((await rows()).map((r) => r.status)).toEqual(["pending"]);
    expect((await call(sb(), "DELETE", `/webhooks/${created.id}`)).status).toBe(204);
    expect((await rows()).map((r) => [r.status, r.lastError])).toEqual([["disabled", "endpoint deleted"]]);
  });
});
